import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from './components/PageLoader.tsx';
import { endedByLogout, useRestoring, useSession } from './auth/session.ts';
import { loginPath } from './staffPaths.ts';

/** Where a user signed in with a temporary password chooses their own. */
const CHOOSE_PASSWORD_PATH = '/admin/choose-password';

/**
 * Protected routes render only while signed in; else /login, which comes back here afterwards
 * (but after the user's own Logout: signing in again opens the dashboard).
 * After a reload they wait while the session comes back from the refresh cookie (api/client.ts
 * restoreSession). A temporary password is replaced before anything else (the server refuses
 * other changes meanwhile).
 */
export function RequireAuth() {
  const session = useSession();
  const restoring = useRestoring();
  const { pathname, search } = useLocation();
  if (restoring) return <PageLoader />;
  if (!session) {
    return <Navigate to={endedByLogout() ? '/login' : loginPath(pathname + search)} replace />;
  }
  if (session.mustChangePassword && pathname !== CHOOSE_PASSWORD_PATH) {
    return <Navigate to={CHOOSE_PASSWORD_PATH} replace />;
  }
  return <Outlet />;
}

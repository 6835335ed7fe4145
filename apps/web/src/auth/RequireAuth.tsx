import { Navigate, Outlet } from 'react-router';
import { useSession } from './session.ts';

/** Protected routes render only while a stored token decodes (S1 §2); else /login. */
export function RequireAuth() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

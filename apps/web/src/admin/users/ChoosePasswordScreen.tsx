import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAuthenticate } from '../../api/users.ts';
import { clearSession, startSession, useSession } from '../../auth/session.ts';
import { AuthCard } from '../../public/login/AuthCard.tsx';
import { DASHBOARD_PATH } from '../../staffPaths.ts';
import { ChangePasswordForm } from './ChangePasswordDialog.tsx';

/**
 * /admin/choose-password: the user signed in with a temporary password that someone else knows
 * (one an administrator set, or the first administrator's, generated into the start-up output).
 * They choose their own before anything else.
 */
export function ChoosePasswordScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const authenticate = useAuthenticate();

  // A password change ends every session of the user: sign in again with the new password.
  const signInAgain = async (password: string) => {
    try {
      const username = session?.user.username ?? '';
      startSession(await authenticate.mutateAsync({ email: username, password }));
      navigate(DASHBOARD_PATH, { replace: true });
    } catch {
      clearSession();
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard title="Choose Your Password">
      <Text size="sm" c="dimmed">
        You signed in with a temporary password: one an administrator set for you, or the one made
        when the site was set up. Please choose your own password before you continue, typing the
        temporary one as the old password.
      </Text>
      <ChangePasswordForm onChanged={signInAgain} />
    </AuthCard>
  );
}

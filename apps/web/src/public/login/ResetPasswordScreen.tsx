import { Alert, Anchor, Button } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { resetPasswordSchema } from '@chamber/contracts';
import { useResetPassword } from '../../api/users.ts';
import { PasswordField } from '../../components/fields.tsx';
import { toast } from '../../components/toast.ts';
import { AuthCard, AuthForm, toastingErrors } from './AuthCard.tsx';

/**
 * /reset-password#token=… : the link e-mailed by Recover Account. The token is in the fragment,
 * which browsers never send to a server (docs/decisions/003-recover-account.md).
 */
export function ResetPasswordScreen() {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    toastingErrors(async (values) => {
      const { message } = await reset.mutateAsync(values);
      toast.success(message);
      navigate('/login');
    }),
  );

  return (
    <AuthCard title="Reset Password">
      {token ? (
        <AuthForm onSubmit={onSubmit}>
          <PasswordField
            control={control}
            name="password"
            label="New Password"
            autoComplete="new-password"
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            Reset Password
          </Button>
        </AuthForm>
      ) : (
        <Alert color="red" title="The reset link is invalid">
          Ask for a new link with Recover Account on the login screen.
        </Alert>
      )}
      <Anchor component={Link} to="/login" ta="center" size="sm">
        Back to Login
      </Anchor>
    </AuthCard>
  );
}

import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema, recoverAccountSchema } from '@chamber/contracts';
import { useAuthenticate, useRecoverAccount } from '../../api/users.ts';
import { startSession } from '../../auth/session.ts';
import { afterLogin } from '../../staffPaths.ts';
import { PasswordField, TextField } from '../../components/fields.tsx';
import { toast } from '../../components/toast.ts';
import { AuthCard, AuthForm, toastingErrors } from './AuthCard.tsx';

/** /login, with its Recover Account sub-view. */
export function LoginScreen() {
  const [recovering, setRecovering] = useState(false);
  return recovering ? (
    <RecoverAccountForm onBack={() => setRecovering(false)} />
  ) : (
    <LoginForm onRecover={() => setRecovering(true)} />
  );
}

function LoginForm({ onRecover }: { onRecover: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const authenticate = useAuthenticate();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(
    toastingErrors(async (values) => {
      startSession(await authenticate.mutateAsync(values));
      navigate(afterLogin(params.get('next')));
    }),
  );

  return (
    <AuthCard title="Login">
      <AuthForm onSubmit={onSubmit}>
        <TextField control={control} name="email" label="Username" autoComplete="username" />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <Button
          type="submit"
          fullWidth
          disabled={!formState.isValid || formState.isSubmitting}
          loading={formState.isSubmitting}
        >
          Login
        </Button>
        <Button variant="subtle" onClick={onRecover}>
          Recover Account
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

function RecoverAccountForm({ onBack }: { onBack: () => void }) {
  const recover = useRecoverAccount();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(recoverAccountSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    toastingErrors(async (values) => {
      toast.success((await recover.mutateAsync(values)).message);
    }),
  );

  return (
    <AuthCard title="Recover Account">
      <AuthForm onSubmit={onSubmit}>
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to reset your
          password.
        </Text>
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Submit
        </Button>
        <Button variant="subtle" onClick={onBack}>
          Back to Login
        </Button>
      </AuthForm>
    </AuthCard>
  );
}

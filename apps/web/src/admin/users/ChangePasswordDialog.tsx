import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '@chamber/contracts';
import { useChangePassword } from '../../api/users.ts';
import { PasswordField, reportSaveError } from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { toast } from '../../components/toast.ts';

/** "Reset User Password": the signed-in user changes their own password (old one required). */
export function ChangePasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reset User Password">
      <ChangePasswordForm onChanged={onClose} onCancel={onClose} />
    </Modal>
  );
}

/**
 * Old password, new password twice. `onChanged` gets the new password once the server has taken
 * it; without `onCancel` there is no way out but changing it (the generated first password).
 */
export function ChangePasswordForm({
  onChanged,
  onCancel,
}: {
  onChanged: (password: string) => void | Promise<void>;
  onCancel?: () => void;
}) {
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      toast.success((await changePassword.mutateAsync({ oldPassword, password })).message);
    } catch (error) {
      reportSaveError(error, setError);
      return;
    }
    await onChanged(password);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <PasswordField
          control={control}
          name="oldPassword"
          label="Old Password"
          autoComplete="current-password"
          withAsterisk
        />
        <PasswordField
          control={control}
          name="password"
          label="New Password"
          autoComplete="new-password"
          withAsterisk
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          withAsterisk
        />
      </Stack>
      {onCancel ? (
        <FormButtons
          submitText="Change Password"
          submitting={formState.isSubmitting}
          onCancel={onCancel}
        />
      ) : (
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={formState.isSubmitting}>
            Change Password
          </Button>
        </Group>
      )}
    </form>
  );
}

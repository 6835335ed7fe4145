import { Modal, Stack } from '@mantine/core';
import { changePasswordFormSchema } from '@chamber/contracts';
import { useChangePassword } from '../../api/users.ts';
import { PasswordField } from '../../components/fields.tsx';
import { EditorForm, useResourceForm } from '../../components/ResourceEditor.tsx';

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
 * it; without `onCancel` there is no way out but changing it (a temporary password).
 */
export function ChangePasswordForm({
  onChanged,
  onCancel,
}: {
  onChanged: (password: string) => void | Promise<void>;
  onCancel?: () => void;
}) {
  const changePassword = useChangePassword();
  const editor = useResourceForm({
    schema: changePasswordFormSchema,
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    save: ({ oldPassword, password }) => changePassword.mutateAsync({ oldPassword, password }),
    onSaved: (_answer, { password }) => onChanged(password),
  });
  const { control } = editor;

  return (
    <EditorForm editor={editor} submitText="Change Password" onCancel={onCancel}>
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
    </EditorForm>
  );
}

import { Modal, SimpleGrid } from '@mantine/core';
import { newUserSchema } from '@chamber/contracts';
import { useRegisterUser } from '../../api/users.ts';
import { PasswordField, TextField } from '../../components/fields.tsx';
import { EditorForm, useResourceForm } from '../../components/ResourceEditor.tsx';
import { ContactFields, RoleFields, withAdminFlag } from './userFields.tsx';

type DialogProps = { opened: boolean; onClose: () => void };

/** "New User" dialog: rules and messages are newUserSchema's; a new user starts active. */
export function NewUserDialog({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New User" size="lg">
      <NewUserForm onClose={onClose} />
    </Modal>
  );
}

function NewUserForm({ onClose }: { onClose: () => void }) {
  const register = useRegisterUser();
  const editor = useResourceForm({
    schema: newUserSchema,
    defaultValues: {
      username: '',
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      isActive: true,
      role: 'editor',
    },
    save: (values) => register.mutateAsync(withAdminFlag(values)),
    onSaved: onClose,
  });
  const { control } = editor;

  return (
    <EditorForm editor={editor} submitText="Create User" onCancel={onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          control={control}
          name="username"
          label="Username"
          autoComplete="off"
          withAsterisk
        />
        <ContactFields control={control} emailLabel="Email" />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          withAsterisk
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
        />
      </SimpleGrid>
      <RoleFields control={control} />
    </EditorForm>
  );
}

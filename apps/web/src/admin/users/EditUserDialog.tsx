import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { editUserSchema, type User } from '@chamber/contracts';
import { useUpdateUser } from '../../api/users.ts';
import { useSession } from '../../auth/session.ts';
import { PasswordField, reportSaveError } from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { toast } from '../../components/toast.ts';
import { ContactFields, RoleFields } from './userFields.tsx';

/** "Edit User" dialog; open while `user` is set. Rules and messages are editUserSchema's. */
export function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit User" size="lg">
      {user ? <EditUserForm user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your e-mail address.';

function EditUserForm({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const isSelf = useSession()?.user.id === user.id;
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone ?? '',
      isActive: user.isActive,
      isAdmin: user.isAdmin,
      currentPassword: '',
    },
  });
  // Reset links go to your own address: changing it takes your password (the server checks).
  const email = useWatch({ control, name: 'email' });
  const needsPassword = isSelf && email.trim().toLowerCase() !== user.email.trim().toLowerCase();

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    if (needsPassword && !currentPassword) {
      setError('currentPassword', { type: 'required', message: CURRENT_PASSWORD_NEEDED });
      return;
    }
    try {
      const body = needsPassword ? { ...values, currentPassword } : values;
      toast.success((await update.mutateAsync(body)).message);
      onClose();
    } catch (error) {
      reportSaveError(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Username" value={user.username} readOnly variant="filled" />
        <ContactFields control={control} emailLabel="Email Address" />
        {needsPassword ? (
          <PasswordField
            control={control}
            name="currentPassword"
            label="Current Password"
            description="Needed to change your own e-mail address."
            autoComplete="current-password"
            withAsterisk
          />
        ) : null}
      </SimpleGrid>
      <RoleFields control={control} />
      <FormButtons
        submitText="Save Changes"
        submitting={formState.isSubmitting}
        onCancel={onClose}
      />
    </form>
  );
}

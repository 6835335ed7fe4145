import { Modal, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { newUserSchema } from '@chamber/contracts';
import { useRegisterUser } from '../../api/users.ts';
import { PasswordField, reportSaveError, TextField } from '../../components/fields.tsx';
import { FormButtons } from '../../components/FormButtons.tsx';
import { toast } from '../../components/toast.ts';
import { ContactFields, RoleFields } from './userFields.tsx';

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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(newUserSchema),
    defaultValues: {
      username: '',
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      isActive: true,
      isAdmin: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await register.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      reportSaveError(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
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
      <FormButtons
        submitText="Create User"
        submitting={formState.isSubmitting}
        onCancel={onClose}
      />
    </form>
  );
}

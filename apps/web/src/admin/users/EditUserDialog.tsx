import { Fieldset, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { editUserSchema, type User } from '@chamber/contracts';
import { useUpdateUser } from '../../api/users.ts';
import { useCan, useSession } from '../../auth/session.ts';
import { PasswordField, TextareaField } from '../../components/fields.tsx';
import { ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import { EditorForm, useResourceForm } from '../../components/ResourceEditor.tsx';
import { ContactFields, RoleFields, withAdminFlag, type UserDialogProps } from './userFields.tsx';

/** "Edit User" dialog. Rules and messages are editUserSchema's. */
export function EditUserDialog({ opened, user, onClose }: UserDialogProps) {
  return (
    <Modal opened={opened && user !== null} onClose={onClose} title="Edit User" size="lg">
      {user ? <EditUserForm user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

const CURRENT_PASSWORD_NEEDED = 'Please enter your current password to change your e-mail address.';

function EditUserForm({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUser();
  const photo = useFormImage({ required: false, message: '' });
  const isSelf = useSession()?.user.id === user.id;
  // Only administrators change roles and who is active (the server ignores them from others).
  const managesUsers = useCan('users');
  // Reset links go to your own address: changing it takes your password (the server checks).
  const needsPassword = (email: string) =>
    isSelf && email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  const editor = useResourceForm({
    schema: editUserSchema,
    defaultValues: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone ?? '',
      isActive: user.isActive,
      role: user.role,
      bio: user.bio ?? '',
      removePhoto: false,
      currentPassword: '',
    },
    save: async ({ currentPassword, ...form }) => {
      const values = { ...withAdminFlag(form), photo: photo.file, mediaId: photo.media?.id };
      if (!needsPassword(values.email)) return update.mutateAsync(values);
      if (currentPassword) return update.mutateAsync({ ...values, currentPassword });
      editor.setError('currentPassword', { type: 'required', message: CURRENT_PASSWORD_NEEDED });
    },
    onSaved: onClose,
    image: photo,
  });
  const { control } = editor;
  const askPassword = needsPassword(useWatch({ control, name: 'email' }));
  const photoRemoved = useWatch({ control, name: 'removePhoto' });

  return (
    <EditorForm editor={editor} submitText="Save Changes" onCancel={onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Username" value={user.username} readOnly variant="filled" />
        <ContactFields control={control} emailLabel="Email Address" />
        {askPassword ? (
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
      {managesUsers ? <RoleFields control={control} /> : null}
      <Fieldset legend="Author profile" mt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageUpload
            label="Photo"
            description={`Shown with the blog posts ${isSelf ? 'you write' : 'they write'}. A square photo looks best.`}
            {...photo.upload}
            storedPath={photoRemoved ? null : user.photo}
            onRemoveStored={() =>
              editor.setValue('removePhoto', true, { shouldDirty: true, shouldTouch: true })
            }
          />
          <TextareaField
            control={control}
            name="bio"
            label="Bio"
            description={`A few lines about ${isSelf ? 'you' : 'them'}, shown under ${isSelf ? 'your' : 'their'} blog posts.`}
            autosize
            minRows={4}
            maxLength={400}
          />
        </SimpleGrid>
      </Fieldset>
    </EditorForm>
  );
}

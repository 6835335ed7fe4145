import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { temporaryPasswordSchema, type User } from '@chamber/contracts';
import { useSetTemporaryPassword } from '../../api/users.ts';
import { TextField } from '../../components/fields.tsx';
import { EditorForm, useResourceForm } from '../../components/ResourceEditor.tsx';
import type { UserDialogProps } from './userFields.tsx';

/** Letters and digits nobody mistakes for one another when read out (no l, 1, o, 0, i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random password easy to pass on by phone: three groups of four, such as "k7qm-4vtx-9rpb". */
function readablePassword() {
  const characters: string[] = [];
  while (characters.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // Bytes beyond the last whole round of the alphabet are skipped: every character is as likely.
      if (byte < 256 - (256 % READABLE.length) && characters.length < 12) {
        characters.push(READABLE[byte % READABLE.length]);
      }
    }
  }
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * An administrator gives a colleague who forgot their password a temporary one, typed or
 * generated: the colleague is signed out everywhere and chooses their own at the next sign-in.
 */
export function TemporaryPasswordDialog({ opened, user, onClose }: UserDialogProps) {
  return (
    <Modal opened={opened && user !== null} onClose={onClose} title="Set a Temporary Password">
      {user ? <TemporaryPasswordForm user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function TemporaryPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const setTemporaryPassword = useSetTemporaryPassword();
  const editor = useResourceForm({
    schema: temporaryPasswordSchema,
    defaultValues: { id: user.id, password: '' },
    save: (values) => setTemporaryPassword.mutateAsync(values),
    onSaved: onClose,
  });
  const { control, setValue } = editor;

  return (
    <EditorForm editor={editor} submitText="Set Temporary Password" onCancel={onClose}>
      <Stack mb="md">
        <Text>
          {user.fullName} will be signed out everywhere. They sign in with this password, and must
          then choose their own.
        </Text>
        <Text size="sm" c="dimmed">
          Tell it to them yourself, in person or by phone: it is not e-mailed.
        </Text>
        {/* Shown as typed: the administrator reads it out to the colleague. */}
        <TextField
          control={control}
          name="password"
          label="Temporary Password"
          autoComplete="off"
          spellCheck={false}
          withAsterisk
        />
        <Button
          variant="light"
          size="xs"
          leftSection={<IconWand size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setValue('password', readablePassword(), { shouldValidate: true })}
        >
          Generate a Password
        </Button>
      </Stack>
    </EditorForm>
  );
}

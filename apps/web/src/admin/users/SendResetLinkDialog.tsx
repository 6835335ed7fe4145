import { useSendResetLink } from '../../api/users.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import type { UserDialogProps } from './userFields.tsx';

/**
 * An administrator e-mails a colleague who forgot their password the link "Recover account" sends.
 * `user` stays while the dialog closes, so its words hold still.
 */
export function SendResetLinkDialog({ opened, user, onClose }: UserDialogProps) {
  const send = useSendResetLink();
  return (
    <ConfirmDialog
      opened={opened && user !== null}
      title="Send a Password Reset Link"
      text={
        user
          ? `E-mail ${user.fullName} a link to choose a new password? It goes to ${user.email} and works once, within one hour. Their current password keeps working until they use it.`
          : ''
      }
      buttonText="Send Link"
      destructive={false}
      action={async () => {
        if (!user) return;
        toast.success((await send.mutateAsync(user.id)).message);
      }}
      onClose={onClose}
    />
  );
}

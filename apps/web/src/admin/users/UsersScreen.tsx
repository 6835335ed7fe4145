import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconKey, IconLockPassword, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { ROLE_DESCRIPTIONS, type User } from '@chamber/contracts';
import { useFetchUser, useUsers } from '../../api/users.ts';
import { useCan, useSession } from '../../auth/session.ts';
import { ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { RowActions, yesNoColumn } from '../../components/tableCells.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { NewUserDialog } from './NewUserDialog.tsx';
import { SendResetLinkDialog } from './SendResetLinkDialog.tsx';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog.tsx';

const COLUMNS: ColumnDef<User, string>[] = [
  { accessorKey: 'username', header: 'Username' },
  { accessorKey: 'fullName', header: 'Full Name' },
  yesNoColumn('isActive', 'Is User Active?'),
  {
    id: 'role',
    header: 'Role',
    accessorFn: (user) => ROLE_DESCRIPTIONS[user.role].label,
  },
];

/**
 * /admin/management/users: View and Add for administrators, and on a colleague's row the two ways
 * to help one who forgot their password; View (one's own details, photo and bio) and Reset
 * Password on one's own row, for every role.
 */
export function UsersScreen() {
  const session = useSession();
  const isAdmin = useCan('users');
  const ownId = session?.user.id;
  const users = useUsers();
  const fetchUser = useFetchUser();
  const [creating, setCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const editing = useRowDialog<User>();
  const sendingLink = useRowDialog<User>();
  const settingPassword = useRowDialog<User>();

  const { loadingId, openLoaded } = editing;
  const { open: sendLink } = sendingLink;
  const { open: setPassword } = settingPassword;
  const rowActions = useCallback(
    (user: User) => {
      const view = () => openLoaded(user.id, fetchUser);
      const button = (text: string, icon: ReactNode, onClick: () => void) => (
        <Button size="xs" variant="light" color="gray" leftSection={icon} onClick={onClick}>
          {text}
        </Button>
      );
      return (
        <RowActions
          onView={isAdmin || user.id === ownId ? view : undefined}
          viewLoading={loadingId === user.id}
        >
          {user.id === ownId
            ? button('Reset Password', <IconKey size={14} aria-hidden />, () =>
                setChangingPassword(true),
              )
            : null}
          {isAdmin && user.id !== ownId ? (
            <>
              {button('Send Reset Link', <IconMailForward size={14} aria-hidden />, () =>
                sendLink(user),
              )}
              {button('Temporary Password', <IconLockPassword size={14} aria-hidden />, () =>
                setPassword(user),
              )}
            </>
          ) : null}
        </RowActions>
      );
    },
    [isAdmin, ownId, loadingId, openLoaded, fetchUser, sendLink, setPassword],
  );

  return (
    <ResourceList
      label="Users"
      query={users}
      columns={COLUMNS}
      add={
        isAdmin
          ? {
              text: 'Add New User',
              icon: <IconUserPlus size={16} aria-hidden />,
              onClick: () => setCreating(true),
            }
          : undefined
      }
      rowActions={rowActions}
    >
      <NewUserDialog opened={creating} onClose={() => setCreating(false)} />
      <EditUserDialog opened={editing.opened} user={editing.row} onClose={editing.close} />
      <ChangePasswordDialog opened={changingPassword} onClose={() => setChangingPassword(false)} />
      <SendResetLinkDialog
        opened={sendingLink.opened}
        user={sendingLink.row}
        onClose={sendingLink.close}
      />
      <TemporaryPasswordDialog
        opened={settingPassword.opened}
        user={settingPassword.row}
        onClose={settingPassword.close}
      />
    </ResourceList>
  );
}

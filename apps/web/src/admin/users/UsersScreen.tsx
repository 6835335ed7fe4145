import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { IconKey, IconUserPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { ROLE_DESCRIPTIONS, type User } from '@chamber/contracts';
import { useFetchUser, useUsers } from '../../api/users.ts';
import { useCan, useSession } from '../../auth/session.ts';
import { ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { RowActions, yesNoColumn } from '../../components/tableCells.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { NewUserDialog } from './NewUserDialog.tsx';

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

/** /admin/management/users: View and Add for administrators; Reset Password on one's own row. */
export function UsersScreen() {
  const session = useSession();
  const isAdmin = useCan('users');
  const ownId = session?.user.id;
  const users = useUsers();
  const fetchUser = useFetchUser();
  const [creating, setCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const editing = useRowDialog<User>();

  const { loadingId, openLoaded } = editing;
  const rowActions = useCallback(
    (user: User) => {
      const view = () => openLoaded(user.id, fetchUser);
      return (
        <RowActions onView={isAdmin ? view : undefined} viewLoading={loadingId === user.id}>
          {user.id === ownId ? (
            <Button
              size="xs"
              variant="light"
              color="gray"
              leftSection={<IconKey size={14} aria-hidden />}
              onClick={() => setChangingPassword(true)}
            >
              Reset Password
            </Button>
          ) : null}
        </RowActions>
      );
    },
    [isAdmin, ownId, loadingId, openLoaded, fetchUser],
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
    </ResourceList>
  );
}

import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { IconKey, IconUserPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@chamber/contracts';
import { useFetchUser, useUsers } from '../../api/users.ts';
import { useSession } from '../../auth/session.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { NewUserDialog } from './NewUserDialog.tsx';

const COLUMNS: ColumnDef<User, string>[] = [
  { accessorKey: 'username', header: 'Username' },
  { accessorKey: 'fullName', header: 'Full Name' },
  { id: 'isActive', header: 'Is User Active?', accessorFn: (user) => yesNo(user.isActive) },
  { id: 'isAdmin', header: 'Is User Admin?', accessorFn: (user) => yesNo(user.isAdmin) },
];

/** /admin/management/users: View and Add for administrators; Reset Password on one's own row. */
export function UsersScreen() {
  const session = useSession();
  const isAdmin = session?.isAdmin ?? false;
  const ownId = session?.user.id;
  const users = useUsers();
  const fetchUser = useFetchUser();
  const [creating, setCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const rowActions = useCallback(
    (user: User) => {
      // A failed load is toasted by the query cache; the dialog then stays closed.
      const view = () => {
        setLoadingId(user.id);
        fetchUser(user.id)
          .then(setEditing, () => undefined)
          .finally(() => setLoadingId(null));
      };
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
    [isAdmin, ownId, loadingId, fetchUser],
  );

  return (
    <ResourceList
      label="Users"
      rows={users.data}
      isLoading={users.isPending}
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
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ChangePasswordDialog opened={changingPassword} onClose={() => setChangingPassword(false)} />
    </ResourceList>
  );
}

import { useMemo, useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconEye, IconKey, IconUserPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { User } from '@chamber/contracts';
import { useFetchUser, useUsers } from '../../api/users.ts';
import { useSession } from '../../auth/session.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { yesNo } from '../../components/tableCells.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { NewUserDialog } from './NewUserDialog.tsx';

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

  const columns = useMemo<ColumnDef<User, string>[]>(() => {
    // A failed load is toasted by the query cache; the dialog then stays closed.
    const view = (id: number) => {
      setLoadingId(id);
      fetchUser(id)
        .then(setEditing, () => undefined)
        .finally(() => setLoadingId(null));
    };
    return [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {isAdmin ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden />}
                loading={loadingId === row.original.id}
                onClick={() => view(row.original.id)}
              >
                View
              </Button>
            ) : null}
            {row.original.id === ownId ? (
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
          </Group>
        ),
      },
      { accessorKey: 'username', header: 'Username' },
      { accessorKey: 'fullName', header: 'Full Name' },
      { id: 'isActive', header: 'Is User Active?', accessorFn: (user) => yesNo(user.isActive) },
      { id: 'isAdmin', header: 'Is User Admin?', accessorFn: (user) => yesNo(user.isAdmin) },
    ];
  }, [isAdmin, ownId, loadingId, fetchUser]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Users"
        data={users.data}
        columns={columns}
        isLoading={users.isPending}
        actions={
          isAdmin ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Add New User
            </Button>
          ) : null
        }
      />
      <NewUserDialog opened={creating} onClose={() => setCreating(false)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ChangePasswordDialog opened={changingPassword} onClose={() => setChangingPassword(false)} />
    </Paper>
  );
}

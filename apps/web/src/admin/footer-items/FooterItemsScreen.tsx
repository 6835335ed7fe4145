import { useMemo, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FooterItem } from '@chamber/contracts';
import {
  useDeleteFooterItem,
  useFetchFooterItem,
  useFooterItems,
  useSortFooterItems,
} from '../../api/footer-items.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { toast } from '../../components/toast.ts';
import { FooterItemDialog } from './FooterItemDialog.tsx';

/** /cms/management/footer-items: list, one modal for create and edit, sorting. */
export function FooterItemsScreen() {
  const items = useFooterItems();
  const fetchItem = useFetchFooterItem();
  const remove = useDeleteFooterItem();
  const sort = useSortFooterItems();
  // The item stays while the modal closes, so its title and fields hold still until it is gone.
  const [dialog, setDialog] = useState<{ opened: boolean; item: FooterItem | null }>({
    opened: false,
    item: null,
  });
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<FooterItem | null>(null);
  const [sorting, setSorting] = useState(false);

  const columns = useMemo<ColumnDef<FooterItem, string>[]>(() => {
    // A failed load is toasted by the query cache; the modal then stays closed.
    const view = (id: number) => {
      setLoadingId(id);
      fetchItem(id)
        .then(
          (item) => setDialog({ opened: true, item }),
          () => undefined,
        )
        .finally(() => setLoadingId(null));
    };
    return [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            onView={() => view(row.original.id)}
            viewLoading={loadingId === row.original.id}
            onRemove={() => setRemoving(row.original)}
          />
        ),
      },
      { accessorKey: 'label', header: 'Label' },
      { accessorKey: 'to', header: 'Link' },
      { id: 'isActive', header: 'Is Active?', accessorFn: (item) => yesNo(item.isActive) },
    ];
  }, [loadingId, fetchItem]);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Footer Items"
        data={items.data}
        columns={columns}
        isLoading={items.isPending}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Items
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ opened: true, item: null })}
            >
              New Footer Item
            </Button>
          </>
        }
      />
      <FooterItemDialog
        opened={dialog.opened}
        item={dialog.item}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete Footer Item"
        text="Are you sure you want to remove this footer item?"
        buttonText="Confirm"
        action={async () => {
          if (removing) toast.success((await remove.mutateAsync(removing.id)).message);
        }}
        onClose={() => setRemoving(null)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Footer Items"
        items={items.data ?? []}
        getLabel={(item) => item.label}
        onSort={sort.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}

import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FooterItem } from '@chamber/contracts';
import {
  useDeleteFooterItem,
  useFetchFooterItem,
  useFooterItems,
  useSortFooterItems,
} from '../../api/footer-items.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import { yesNo } from '../../components/tableCells.tsx';
import { FooterItemDialog } from './FooterItemDialog.tsx';

const COLUMNS: ColumnDef<FooterItem, string>[] = [
  { accessorKey: 'label', header: 'Label' },
  { accessorKey: 'to', header: 'Link' },
  { id: 'isActive', header: 'Is Active?', accessorFn: (item) => yesNo(item.isActive) },
];

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

  // A failed load is toasted by the query cache; the modal then stays closed.
  const view = ({ id }: FooterItem) => {
    setLoadingId(id);
    fetchItem(id)
      .then(
        (item) => setDialog({ opened: true, item }),
        () => undefined,
      )
      .finally(() => setLoadingId(null));
  };

  return (
    <ResourceList
      label="Footer Items"
      rows={items.data}
      isLoading={items.isPending}
      columns={COLUMNS}
      open={{ onOpen: view, loadingId }}
      add={{ text: 'New Footer Item', onClick: () => setDialog({ opened: true, item: null }) }}
      remove={{
        title: 'Delete Footer Item',
        text: 'Are you sure you want to remove this footer item?',
        run: remove.mutateAsync,
      }}
      sort={{
        buttonText: 'Sort Items',
        title: 'Sort Footer Items',
        label: (item) => item.label,
        run: sort.mutateAsync,
      }}
    >
      <FooterItemDialog
        opened={dialog.opened}
        item={dialog.item}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </ResourceList>
  );
}

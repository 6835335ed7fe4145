import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FooterItem } from '@chamber/contracts';
import {
  useDeleteFooterItem,
  useFetchFooterItem,
  useFooterItems,
  useSortFooterItems,
} from '../../api/footer-items.ts';
import { removalFor, ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { useTimeZone } from '../../api/home.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { FooterItemDialog } from './FooterItemDialog.tsx';

const columns = (timeZone: string): ColumnDef<FooterItem, string>[] => [
  { accessorKey: 'label', header: 'Label' },
  { accessorKey: 'to', header: 'Link' },
  publishingColumn(timeZone),
];

/** /cms/management/footer-items: list, one modal for create and edit, sorting. */
export function FooterItemsScreen() {
  const items = useFooterItems();
  const fetchItem = useFetchFooterItem();
  const remove = useDeleteFooterItem();
  const sort = useSortFooterItems();
  const dialog = useRowDialog<FooterItem>();
  const timeZone = useTimeZone();
  const COLUMNS = useMemo(() => columns(timeZone), [timeZone]);

  return (
    <ResourceList
      label="Footer Items"
      query={items}
      columns={COLUMNS}
      open={{ onOpen: ({ id }) => dialog.openLoaded(id, fetchItem), loadingId: dialog.loadingId }}
      add={{ text: 'New Footer Item', onClick: () => dialog.open(null) }}
      remove={removalFor('Footer Item', remove.mutateAsync, { trash: 'footerItem' })}
      sort={{ buttonText: 'Sort Items', label: (item) => item.label, run: sort.mutateAsync }}
    >
      <FooterItemDialog opened={dialog.opened} item={dialog.row} onClose={dialog.close} />
    </ResourceList>
  );
}

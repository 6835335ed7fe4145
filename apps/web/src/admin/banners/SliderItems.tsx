import { useMemo } from 'react';
import { Image } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Banner, BannerItem } from '@chamber/contracts';
import { attachmentPath } from '@chamber/contracts';
import { useDeleteBannerItem, useSortBannerItems } from '../../api/banners.ts';
import { removalFor, ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { useTimeZone } from '../../api/home.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { alignmentLabel } from '../content-sections/alignment.ts';
import { SliderItemDialog } from './SliderItemDialog.tsx';

const columns = (timeZone: string): ColumnDef<BannerItem, string>[] => [
  {
    id: 'image',
    header: 'Image',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.imagePath ? (
        <Image
          src={attachmentPath(row.original.imagePath)}
          alt=""
          h={40}
          w={64}
          fit="cover"
          radius="sm"
        />
      ) : null,
  },
  { accessorKey: 'name', header: 'Name' },
  { id: 'title', header: 'Title', accessorFn: (item) => item.title ?? '' },
  { id: 'alignment', header: 'Alignment', accessorFn: (item) => alignmentLabel(item.alignment) },
  publishingColumn(timeZone),
];

/** A banner's slides, on its edit screen: add and edit (in a modal), remove, sort. */
export function SliderItems({ banner }: { banner: Banner }) {
  const remove = useDeleteBannerItem();
  const sort = useSortBannerItems();
  const dialog = useRowDialog<BannerItem>();
  const timeZone = useTimeZone();
  const COLUMNS = useMemo(() => columns(timeZone), [timeZone]);
  const open = useMemo(() => ({ text: 'Edit' as const, onOpen: dialog.open }), [dialog.open]);

  return (
    <ResourceList
      label="Slider Items"
      titled
      rows={banner.bannerItems}
      columns={COLUMNS}
      open={open}
      add={{ text: 'Add Slider Item', onClick: () => dialog.open(null) }}
      remove={removalFor('Slider Item', remove.mutateAsync, {
        verb: 'Remove',
        trash: 'bannerItem',
      })}
      sort={{ label: (item) => item.name, run: sort.mutateAsync }}
    >
      <SliderItemDialog
        opened={dialog.opened}
        bannerId={banner.id}
        item={dialog.row}
        onClose={dialog.close}
      />
    </ResourceList>
  );
}

import { useMemo, useState } from 'react';
import { Image } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Banner, BannerItem } from '@chamber/contracts';
import { attachmentPath } from '@chamber/contracts';
import { useDeleteBannerItem, useSortBannerItems } from '../../api/banners.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import { yesNo } from '../../components/tableCells.tsx';
import { alignmentLabel } from '../content-sections/alignment.ts';
import { SliderItemDialog } from './SliderItemDialog.tsx';

const COLUMNS: ColumnDef<BannerItem, string>[] = [
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
  { id: 'isActive', header: 'Is Active?', accessorFn: (item) => yesNo(item.isActive) },
];

/** A banner's slides, on its edit screen: add and edit (in a modal), remove, sort. */
export function SliderItems({ banner }: { banner: Banner }) {
  const remove = useDeleteBannerItem();
  const sort = useSortBannerItems();
  const [dialog, setDialog] = useState<{ opened: boolean; item: BannerItem | null }>({
    opened: false,
    item: null,
  });
  const open = useMemo(
    () => ({
      text: 'Edit' as const,
      onOpen: (item: BannerItem) => setDialog({ opened: true, item }),
    }),
    [],
  );

  return (
    <ResourceList
      label="Slider Items"
      titled
      rows={banner.bannerItems}
      isLoading={false}
      columns={COLUMNS}
      open={open}
      add={{ text: 'Add Slider Item', onClick: () => setDialog({ opened: true, item: null }) }}
      remove={{
        title: 'Remove Slider Item',
        text: 'Are you sure you want to remove this slider item?',
        buttonText: 'Remove',
        confirmText: 'Remove',
        run: remove.mutateAsync,
      }}
      sort={{
        buttonText: 'Sort Slider Items',
        title: 'Sort Slider Items',
        label: (item) => item.name,
        run: sort.mutateAsync,
      }}
    >
      <SliderItemDialog
        opened={dialog.opened}
        bannerId={banner.id}
        item={dialog.item}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </ResourceList>
  );
}

import { useMemo, useState } from 'react';
import { Button, Image, Paper, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { Banner, BannerItem } from '@chamber/contracts';
import { attachmentPath } from '@chamber/contracts';
import { useDeleteBannerItem, useSortBannerItems } from '../../api/banners.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { toast } from '../../components/toast.ts';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { alignmentLabel } from '../content-sections/alignment.ts';
import { SliderItemDialog } from './SliderItemDialog.tsx';

/** A banner's slides, on its edit screen: add, edit, remove, sort. */
export function SliderItems({ banner }: { banner: Banner }) {
  const remove = useDeleteBannerItem();
  const sort = useSortBannerItems();
  const [dialog, setDialog] = useState<{ opened: boolean; item: BannerItem | null }>({
    opened: false,
    item: null,
  });
  const [removing, setRemoving] = useState<BannerItem | null>(null);
  const [sorting, setSorting] = useState(false);

  const columns = useMemo<ColumnDef<BannerItem, string>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewText="Edit"
            onView={() => setDialog({ opened: true, item: row.original })}
            removeText="Remove"
            onRemove={() => setRemoving(row.original)}
          />
        ),
      },
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
      {
        id: 'alignment',
        header: 'Alignment',
        accessorFn: (item) => alignmentLabel(item.alignment),
      },
      { id: 'isActive', header: 'Is Active?', accessorFn: (item) => yesNo(item.isActive) },
    ],
    [],
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section">
      <Title order={2} size="h4" mb="md">
        Slider Items
      </Title>
      <AdminTable
        label="Slider Items"
        data={banner.bannerItems}
        columns={columns}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Slider Items
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ opened: true, item: null })}
            >
              Add Slider Item
            </Button>
          </>
        }
      />
      <SliderItemDialog
        opened={dialog.opened}
        bannerId={banner.id}
        item={dialog.item}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Slider Item"
        text="Are you sure you want to remove this slider item?"
        buttonText="Remove"
        action={async () => {
          if (removing) toast.success((await remove.mutateAsync(removing.id)).message);
        }}
        onClose={() => setRemoving(null)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Slider Items"
        items={banner.bannerItems}
        getLabel={(item) => item.name}
        onSort={sort.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}

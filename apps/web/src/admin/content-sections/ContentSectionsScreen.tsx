import { useMemo, useState } from 'react';
import { Badge, Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { SECTION_KIND_LABELS } from '@chamber/contracts';
import { useBanners, useDeleteBanner } from '../../api/banners.ts';
import { useContentSections, useDeleteContentSection } from '../../api/content-sections.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import { RowActions, yesNo } from '../../components/tableCells.tsx';
import { bannerEditPath, NEW_BANNER_PATH, NEW_SECTION_PATH, sectionEditPath } from './paths.ts';

/** A row of the list: a content section or a banner. */
type Row = {
  kind: 'section' | 'banner';
  id: number;
  name: string;
  /** The section's kind, or how many slides a banner has. */
  details: string;
  isActive: boolean;
};

const KIND_LABELS = { section: 'Content Section', banner: 'Banner' } as const;

/** /cms/management/content-sections: sections and banners in one list. */
export function ContentSectionsScreen() {
  const sections = useContentSections();
  const banners = useBanners();
  const deleteSection = useDeleteContentSection();
  const deleteBanner = useDeleteBanner();
  const [removing, setRemoving] = useState<Row | null>(null);

  const rows = useMemo<Row[] | undefined>(() => {
    if (!sections.data || !banners.data) return undefined;
    return [
      ...sections.data.map((section) => ({
        kind: 'section' as const,
        id: section.id,
        name: section.name,
        details: SECTION_KIND_LABELS[section.type],
        isActive: section.isActive,
      })),
      ...banners.data.map((banner) => ({
        kind: 'banner' as const,
        id: banner.id,
        name: banner.name,
        details: `${banner.bannerItems.length} slider item${banner.bannerItems.length === 1 ? '' : 's'}`,
        isActive: banner.isActive,
      })),
    ];
  }, [sections.data, banners.data]);

  const columns = useMemo<ColumnDef<Row, string>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={
              row.original.kind === 'section'
                ? sectionEditPath(row.original.id)
                : bannerEditPath(row.original.id)
            }
            removeText="Delete"
            onRemove={() => setRemoving(row.original)}
          />
        ),
      },
      { accessorKey: 'name', header: 'Name' },
      {
        id: 'kind',
        header: 'Kind',
        accessorFn: (row) => KIND_LABELS[row.kind],
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() === 'Banner' ? 'grape' : 'blue'}>
            {getValue()}
          </Badge>
        ),
      },
      { accessorKey: 'details', header: 'Type' },
      { id: 'isActive', header: 'Is Active?', accessorFn: (row) => yesNo(row.isActive) },
    ],
    [],
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <AdminTable
        label="Content Sections and Banners"
        data={rows}
        columns={columns}
        isLoading={sections.isPending || banners.isPending}
        actions={
          <>
            <Button
              component={Link}
              to={NEW_SECTION_PATH}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New Content Section
            </Button>
            <Button
              component={Link}
              to={NEW_BANNER_PATH}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New Banner
            </Button>
          </>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        title={removing?.kind === 'banner' ? 'Delete Banner' : 'Delete Content Section'}
        text={`Are you sure you want to delete this ${removing?.kind === 'banner' ? 'banner' : 'content section'}?`}
        buttonText="Delete"
        action={async () => {
          if (!removing) return;
          const answer =
            removing.kind === 'banner'
              ? await deleteBanner.mutateAsync(removing.id)
              : await deleteSection.mutateAsync(removing.id);
          toast.success(answer.message);
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

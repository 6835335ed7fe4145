import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { SECTION_KIND_LABELS } from '@chamber/contracts';
import { useBanners, useDeleteBanner } from '../../api/banners.ts';
import { useContentSections, useDeleteContentSection } from '../../api/content-sections.ts';
import { ResourceList } from '../../components/ResourceList.tsx';
import { yesNoColumn } from '../../components/tableCells.tsx';
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

const COLUMNS: ColumnDef<Row, string>[] = [
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
  yesNoColumn('isActive', 'Is Active?'),
];

const OPEN = {
  to: (row: Row) => (row.kind === 'section' ? sectionEditPath(row.id) : bannerEditPath(row.id)),
};

const ADD = [
  { text: 'New Content Section', to: NEW_SECTION_PATH },
  { text: 'New Banner', to: NEW_BANNER_PATH },
];

/** /cms/management/content-sections: sections and banners in one list. */
export function ContentSectionsScreen() {
  const sections = useContentSections();
  const banners = useBanners();
  const deleteSection = useDeleteContentSection();
  const deleteBanner = useDeleteBanner();

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

  return (
    <ResourceList
      label="Content Sections and Banners"
      rows={rows}
      isLoading={sections.isPending || banners.isPending}
      columns={COLUMNS}
      open={OPEN}
      add={ADD}
      remove={(row) => ({
        title: `Delete ${KIND_LABELS[row.kind]}`,
        text: `Are you sure you want to delete this ${KIND_LABELS[row.kind].toLowerCase()}?`,
        confirmText: 'Delete',
        run: (id) => (row.kind === 'banner' ? deleteBanner : deleteSection).mutateAsync({ id }),
        trash: {
          type: row.kind === 'banner' ? 'banner' : 'contentSection',
          runWithUses: (id) =>
            (row.kind === 'banner' ? deleteBanner : deleteSection).mutateAsync({
              id,
              withUses: true,
            }),
        },
      })}
    />
  );
}

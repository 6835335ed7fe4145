import { useMemo, useState } from 'react';
import { Button, Paper, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { ASSIGN_TYPE_LABELS, SECTION_KIND_LABELS, type PageContentEntry } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  useOwnerWithEntries,
  useSortContent,
  useUnassignContent,
  type ContentOwner,
} from '../../api/page-content.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SortDialog } from '../../components/SortDialog.tsx';
import { toast } from '../../components/toast.ts';
import { bannerEditPath, sectionEditPath } from '../content-sections/paths.ts';
import { RowActions } from '../../components/tableCells.tsx';
import { AddContentDialog } from './AddContentDialog.tsx';

/**
 * The ordered content of a page or blog, in its editor: the table of entries, the add-content
 * modal, removal and the sort modal. Written once for both owners.
 */
export function ContentEntries({ owner, ownerId }: { owner: ContentOwner; ownerId: number }) {
  // The editor has loaded the page or blog already: this shares its query (and its reloads).
  const document = useOwnerWithEntries(owner, ownerId);
  const unassign = useUnassignContent(owner);
  const sort = useSortContent(owner);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PageContentEntry | null>(null);
  const [sorting, setSorting] = useState(false);
  const entries = document.data?.contentSections;
  const heading = `${owner === 'page' ? 'Page' : 'Blog'} content`;

  const columns = useMemo<ColumnDef<PageContentEntry, string | number>[]>(
    () => [
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            viewTo={
              row.original.bannerId !== null
                ? bannerEditPath(row.original.bannerId)
                : sectionEditPath(row.original.contentSectionId ?? 0)
            }
            removeText="Remove"
            onRemove={() => setRemoving(row.original)}
          />
        ),
      },
      { id: 'order', header: 'Order', accessorFn: (_entry, index) => index + 1 },
      { accessorKey: 'name', header: 'Name' },
      { id: 'type', header: 'Type', accessorFn: typeLabel },
    ],
    [],
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section">
      <Title order={2} size="h4" mb="md">
        {heading}
      </Title>
      <AdminTable
        label={heading}
        data={entries}
        columns={columns}
        isLoading={document.isPending}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setSorting(true)}
            >
              Sort Content
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add Content
            </Button>
          </>
        }
      />
      <AddContentDialog
        opened={adding}
        owner={owner}
        ownerId={ownerId}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove Content"
        text="Are you sure you want to remove this content?"
        buttonText="Remove"
        action={async () => {
          if (!removing) return;
          try {
            toast.success((await unassign.mutateAsync(removing.id)).message);
          } catch (error) {
            toast.warning(errorMessage(error)); // unassign failures are warnings, not errors
          }
        }}
        onClose={() => setRemoving(null)}
      />
      <SortDialog
        opened={sorting}
        title="Sort Content"
        items={entries ?? []}
        getLabel={(entry) => `${entry.name} (${typeLabel(entry)})`}
        onSort={sort.mutateAsync}
        onClose={() => setSorting(false)}
      />
    </Paper>
  );
}

/** "Banner", or "Content Section — Card" with the section's kind. */
function typeLabel(entry: PageContentEntry) {
  const label = ASSIGN_TYPE_LABELS[entry.type];
  return entry.sectionKind ? `${label} — ${SECTION_KIND_LABELS[entry.sectionKind]}` : label;
}

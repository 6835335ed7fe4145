import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ASSIGN_TYPE_LABELS, SECTION_KIND_LABELS, type PageContentEntry } from '@chamber/contracts';
import {
  useOwnerWithEntries,
  useSortContent,
  useUnassignContent,
  type ContentOwner,
} from '../../api/page-content.ts';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { bannerEditPath, sectionEditPath } from '../content-sections/paths.ts';
import { AddContentDialog } from './AddContentDialog.tsx';

const COLUMNS: ColumnDef<PageContentEntry, string | number>[] = [
  { id: 'order', header: 'Order', accessorFn: (_entry, index) => index + 1 },
  { accessorKey: 'name', header: 'Name' },
  { id: 'type', header: 'Type', accessorFn: typeLabel },
];

/** An entry opens the banner or section it shows. */
const OPEN = {
  to: (entry: PageContentEntry) =>
    entry.bannerId !== null
      ? bannerEditPath(entry.bannerId)
      : sectionEditPath(entry.contentSectionId ?? 0),
};

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

  return (
    <ResourceList
      label={`${owner === 'page' ? 'Page' : 'Blog'} content`}
      titled
      rows={document.data?.contentSections}
      isLoading={document.isPending}
      columns={COLUMNS}
      open={OPEN}
      add={{ text: 'Add Content', onClick: () => setAdding(true) }}
      // Unassign failures are warnings, not errors.
      remove={{
        ...removalFor('Content', unassign.mutateAsync, { verb: 'Remove' }),
        failure: 'warning',
      }}
      sort={{
        title: 'Sort Content',
        label: (entry) => `${entry.name} (${typeLabel(entry)})`,
        run: sort.mutateAsync,
      }}
    >
      <AddContentDialog
        opened={adding}
        owner={owner}
        ownerId={ownerId}
        onClose={() => setAdding(false)}
      />
    </ResourceList>
  );
}

/** "Banner", or "Content Section — Card" with the section's kind. */
function typeLabel(entry: PageContentEntry) {
  const label = ASSIGN_TYPE_LABELS[entry.type];
  return entry.sectionKind ? `${label} — ${SECTION_KIND_LABELS[entry.sectionKind]}` : label;
}

import { ContentEntries } from './ContentEntries.tsx';

/** The content list of the page and blog editors: see ContentEntries. */
export function ContentEntriesSection({
  owner,
  ownerId,
}: {
  owner: 'page' | 'blog';
  ownerId: number;
}) {
  return <ContentEntries owner={owner} ownerId={ownerId} />;
}

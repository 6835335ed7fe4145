/**
 * The History panel of the editors (components/RevisionHistory.tsx), through the event editor:
 * the saved versions with who, when and what changed; two compared field by field as a word
 * diff; an earlier one restored after a confirmation, and the editor then shows it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChamberEvent, RevisionSummary } from '@chamber/contracts';
import { formatDateTime } from '../src/components/dates.ts';
import { json, openAs } from './helpers.tsx';
import { event } from './publicFixtures.ts';

const REVISIONS: RevisionSummary[] = [
  {
    id: 12,
    version: 2,
    kind: 'save',
    savedBy: 'Ana Lopez',
    savedOn: '2026-11-26T09:15:00.000Z',
    summary: 'Title, Description',
  },
  {
    id: 11,
    version: 1,
    kind: 'create',
    savedBy: 'Sam Admin',
    savedOn: '2026-11-25T16:40:00.000Z',
    summary: 'First version',
  },
];

const CONTENT: Record<number, Record<string, unknown>> = {
  11: { title: 'Spring Mixer', description: '<p>Meet local owners.</p>', city: 'Dothan' },
  12: { title: 'Summer Mixer', description: '<p>Meet local business owners.</p>', city: 'Dothan' },
};

function openHistory() {
  let stored: ChamberEvent = event({ title: 'Summer Mixer', version: 2 });
  const app = openAs({ isAdmin: false }, '/cms/management/event/1', {
    'GET /api/Event/GetEventById': () => json(stored),
    'GET /api/Revision/GetRevisions': REVISIONS,
    'GET /api/Revision/GetRevision': ({ url }) => {
      const id = Number(url.searchParams.get('revisionId'));
      const summary = REVISIONS.find((revision) => revision.id === id)!;
      return json({ ...summary, type: 'event', itemId: 1, content: CONTENT[id] });
    },
    'POST /api/Revision/RestoreRevision': () => {
      stored = event({ title: 'Spring Mixer', version: 3 });
      return json({ message: 'Version 1 of this event was restored.', missingImages: [] });
    },
  });
  return app;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'History' }));
  return screen.findByRole('dialog', { name: 'History' });
}

describe('the History panel', () => {
  it('lists the versions: who saved, when in local time, and what changed', async () => {
    const user = userEvent.setup();
    const { calls } = openHistory();
    const panel = await openPanel(user);
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Version 2');
    expect(items[0]).toHaveTextContent(`Ana Lopez, ${formatDateTime(REVISIONS[0].savedOn)}`);
    expect(items[0]).toHaveTextContent('Title, Description');
    expect(within(items[0]).getByText('Current')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Sam Admin');
    const asked = calls.find((call) => call.path === '/api/Revision/GetRevisions')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ type: 'event', id: '1' });
  });

  it('compares two versions field by field, rich text as words', async () => {
    const user = userEvent.setup();
    openHistory();
    const panel = await openPanel(user);
    const compare = within(panel).getByRole('button', { name: 'Compare two versions' });
    expect(compare).toBeDisabled();
    await user.click(await within(panel).findByRole('checkbox', { name: 'Compare Version 1' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Compare Version 2' }));
    await user.click(
      within(panel).getByRole('button', { name: 'Compare Version 1 with Version 2' }),
    );
    const title = await within(panel).findByRole('heading', { name: 'Title' });
    const titleChange = title.nextElementSibling as HTMLElement;
    expect(within(titleChange).getByText('Spring', { selector: 'del' })).toBeInTheDocument();
    expect(within(titleChange).getByText('Summer', { selector: 'ins' })).toBeInTheDocument();
    const description = within(panel).getByRole('heading', { name: 'Description' });
    const descriptionChange = description.nextElementSibling as HTMLElement;
    // The words a visitor reads, not the markup.
    expect(descriptionChange).toHaveTextContent('Meet local business owners.');
    expect(descriptionChange).not.toHaveTextContent('<p>');
    expect(
      within(descriptionChange).getByText(/business/, { selector: 'ins' }),
    ).toBeInTheDocument();
    // Unchanged fields are not listed.
    expect(within(panel).queryByRole('heading', { name: 'City' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Back to the history' }));
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);
  });

  it('restores an earlier version after a confirmation, and the editor shows it', async () => {
    const user = userEvent.setup();
    const { calls } = openHistory();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Restore Version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore Version 1?' });
    expect(calls.some((call) => call.path === '/api/Revision/RestoreRevision')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 of this event was restored.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/Revision/RestoreRevision')!;
    expect(sent.body).toEqual({ type: 'event', id: 1, revisionId: 11 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Event Title/ })).toHaveValue('Spring Mixer'),
    );
  });
});

/**
 * Save conflicts in the shared editor (components/ResourceEditor.tsx), through the event editor:
 * a save refused because someone saved in between opens one dialog that says who and when, and
 * lets the person load their version or save theirs anyway.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChamberEvent } from '@chamber/contracts';
import { json, openAs } from './helpers.tsx';
import { expectDraftSavedThenAt, sentBody } from './list-helpers.ts';
import { event } from './publicFixtures.ts';

const CONFLICT = {
  message: 'Ana Lopez saved this event at 10:42 UTC, after you opened it.',
  savedBy: 'Ana Lopez',
  savedOn: '2026-11-25T10:42:00.000Z',
  version: 4,
};

/** The event editor over a fake API whose stored event is `stored()` and whose saves `answer`. */
function openEditor(stored: () => ChamberEvent) {
  const answers: number[] = [];
  const app = openAs({ isAdmin: true }, '/cms/management/event/1', {
    'GET /api/Event/GetEventById': () => json(stored()),
    'GET /api/Event/GetAllEvents': () => json([stored()]),
    // A save naming a version is refused (someone saved first); one without it is saved.
    'PUT /api/Event/UpdateEvent': ({ body }) => {
      const refused = (body as FormData).get('version') !== '';
      answers.push(refused ? 409 : 200);
      return refused ? json(CONFLICT, 409) : json({ message: 'Event updated successfully.' });
    },
  });
  return { ...app, answers };
}

async function typeTitleAndSave(user: ReturnType<typeof userEvent.setup>, text: string) {
  const title = await screen.findByRole('textbox', { name: /^Event Title/ });
  await user.clear(title);
  await user.type(title, text);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  return screen.findByRole('dialog', { name: 'Someone else saved this first' });
}

describe('a save refused because someone else saved first', () => {
  it('says who saved and when, and “Load their version” shows their save instead of mine', async () => {
    const user = userEvent.setup();
    let stored = event({ title: 'Harbor Expo', version: 3 });
    const { calls } = openEditor(() => stored);
    const dialog = await typeTitleAndSave(user, 'My title');
    // What the editor sends is the version it opened.
    expect((sentBody(calls, '/api/Event/UpdateEvent') as FormData).get('version')).toBe('3');
    expect(within(dialog).getByText(CONFLICT.message)).toBeInTheDocument();

    stored = event({ title: 'Their title', version: 4 });
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Event Title/ })).toHaveValue('Their title'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('“Save mine anyway” sends my changes again without a version, and they are saved', async () => {
    const user = userEvent.setup();
    const { calls, router, answers } = openEditor(() => event({ title: 'Harbor Expo' }));
    const dialog = await typeTitleAndSave(user, 'My title');
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await expectDraftSavedThenAt(router, 'event', '/cms/management/events');
    expect(answers).toEqual([409, 200]);
    const saves = calls.filter((call) => call.path === '/api/Event/UpdateEvent');
    const resent = saves.at(-1)!.body as FormData;
    expect(resent.get('title')).toBe('My title');
    expect(resent.get('version')).toBe('');
  });

  it('“Cancel” keeps my typing in the editor, unsaved', async () => {
    const user = userEvent.setup();
    const { answers } = openEditor(() => event({ title: 'Harbor Expo' }));
    const dialog = await typeTitleAndSave(user, 'My title');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Event Title/ })).toHaveValue('My title');
    expect(answers).toEqual([409]);
  });
});

describe('“Compare” in the conflict dialog', () => {
  it('shows their save beside what I typed, field by field, in words', async () => {
    const user = userEvent.setup();
    let stored = event({ title: 'Harbor Expo', version: 3 });
    openEditor(() => stored);
    const dialog = await typeTitleAndSave(user, 'My summer fair');
    stored = event({ title: 'Harbor Expo 2027', version: 4 });
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    const field = await within(dialog).findByRole('heading', { name: 'Title' });
    const change = field.nextElementSibling as HTMLElement;
    // Their words struck out (<del>), mine added (<ins>): readable without colour.
    expect(within(change).getByText(/Harbor Expo 2027/, { selector: 'del' })).toBeInTheDocument();
    expect(within(change).getByText(/My summer fair/, { selector: 'ins' })).toBeInTheDocument();
    // Only the fields that differ are listed.
    expect(within(dialog).queryByRole('heading', { name: 'City' })).toBeNull();
  });
});

describe('colleagues who have the same item open', () => {
  it('names them above the editor, and says when the editor closes', async () => {
    const user = userEvent.setup();
    const stored = event({ title: 'Harbor Expo', version: 3 });
    const { calls } = openAs({ isAdmin: true }, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': stored,
      'GET /api/Event/GetAllEvents': [stored],
      'POST /api/Editing/StillEditing': {
        others: [{ name: 'Ana Lopez', since: '2026-11-25T10:42:00.000Z' }],
      },
      'POST /api/Editing/DoneEditing': { message: 'Closed.' },
    });
    const notice = await screen.findByRole('status', {
      name: 'Ana Lopez also has this event open',
    });
    expect(notice).toHaveTextContent(/Open since \d{1,2}:42 (AM|PM)\./);
    expect(notice).toHaveTextContent('whoever saves second is asked which version to keep');
    expect(sentBody(calls, '/api/Editing/StillEditing')).toEqual({ type: 'event', id: 1 });

    // Leaving the editor says so, so colleagues stop seeing this one.
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(sentBody(calls, '/api/Editing/DoneEditing')).toEqual({ type: 'event', id: 1 }),
    );
  });
});

/**
 * Typing that was not saved survives a closed tab (components/KeptTyping.tsx), through the event
 * editor: unmounting the app is the tab closing; opening the item again offers the typing back.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOSAVE } from '../src/components/ResourceEditor.tsx';
import { json, openAs } from './helpers.tsx';
import { saveDraftThenAt, sentBody } from './list-helpers.ts';
import { event } from './publicFixtures.ts';

const KEPT = 'chamber.typing.event:1';

function openEditor() {
  const stored = event({ title: 'Harbor Expo', version: 3 });
  return openAs({ isAdmin: true }, '/cms/management/event/1', {
    'GET /api/Event/GetEventById': stored,
    'GET /api/Event/GetAllEvents': [stored],
    'PUT /api/Event/UpdateEvent': { message: 'Event updated successfully.' },
  });
}

const title = () => screen.findByRole('textbox', { name: /^Event Title/ });

/** Types a new title and waits until the editor says it is kept on this computer. */
async function typeTitle(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(await title());
  await user.type(await title(), text);
  await waitFor(() => expect(localStorage.getItem(KEPT)).toContain(text));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Changes kept on this computer at \d{1,2}:\d\d [AP]M until you save them\.$/,
    ),
  );
}

describe('typing not saved when the tab closed', () => {
  it('is offered back on opening the item again, and forgotten once saved', async () => {
    const user = userEvent.setup();
    openEditor();
    await typeTitle(user, 'Harbor Expo moved to Friday');
    cleanup(); // the tab closes

    const { calls, router } = openEditor();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent('you made changes here that were not saved');
    expect(await title()).toHaveValue('Harbor Expo');
    await user.click(within(offer).getByRole('button', { name: 'Bring them back' }));
    expect(await title()).toHaveValue('Harbor Expo moved to Friday');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();

    await saveDraftThenAt(user, router, 'event', '/cms/management/events');
    expect((sentBody(calls, '/api/Event/UpdateEvent') as FormData).get('title')).toBe(
      'Harbor Expo moved to Friday',
    );
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('can be discarded, and is not offered again', async () => {
    const user = userEvent.setup();
    openEditor();
    await typeTitle(user, 'Something else');
    cleanup();

    openEditor();
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    await user.click(within(offer).getByRole('button', { name: 'Discard them' }));
    expect(await title()).toHaveValue('Harbor Expo');
    expect(localStorage.getItem(KEPT)).toBeNull();
    cleanup();

    openEditor();
    expect(await title()).toHaveValue('Harbor Expo');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  });

  it('is forgotten when the person chooses to leave without saving', async () => {
    const user = userEvent.setup();
    const { router } = openEditor();
    await typeTitle(user, 'Not wanted');
    expect(localStorage.getItem(KEPT)).toContain('Not wanted');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/management/events'));
    expect(localStorage.getItem(KEPT)).toBeNull();
  });
});

describe('the editor saving its draft by itself', () => {
  beforeEach(() => {
    AUTOSAVE.afterMs = 50;
  });
  afterEach(() => {
    AUTOSAVE.afterMs = Infinity;
  });

  it('saves a draft once typing stops, says when, and counts the version for the next save', async () => {
    const user = userEvent.setup();
    const { calls } = openEditor();
    await user.clear(await title());
    await user.type(await title(), 'Harbor Expo moved');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Saved as a draft at \d{1,2}:\d\d [AP]M\.$/,
      ),
    );
    const saves = () => calls.filter((c) => c.path === '/api/Event/UpdateEvent');
    const first = saves().at(-1)!.body as FormData;
    expect(first.get('title')).toBe('Harbor Expo moved');
    expect(first.get('draft')).toBe('true');
    expect(first.get('version')).toBe('3');
    // A new picture waits for Save: none is sent.
    expect(first.get('image')).toBe('');
    // Saved on the server, so nothing is kept in the browser.
    expect(localStorage.getItem(KEPT)).toBeNull();

    await user.type(await title(), ' to Friday');
    await waitFor(() =>
      expect((saves().at(-1)!.body as FormData).get('title')).toBe('Harbor Expo moved to Friday'),
    );
    expect((saves().at(-1)!.body as FormData).get('version')).toBe('4');
  });

  it('stops when a colleague saved in between, and keeps the typing', async () => {
    const user = userEvent.setup();
    const stored = event({ title: 'Harbor Expo', version: 3 });
    openAs({ isAdmin: true }, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': stored,
      'GET /api/Event/GetAllEvents': [stored],
      'PUT /api/Event/UpdateEvent': () =>
        json(
          {
            message: 'Ana Lopez saved this event at 10:42 UTC, after you opened it.',
            savedBy: 'Ana Lopez',
            savedOn: '2026-11-25T10:42:00.000Z',
            version: 4,
          },
          409,
        ),
    });
    await user.clear(await title());
    await user.type(await title(), 'Mine');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Ana Lopez saved this event at 10:42 UTC, after you opened it. Your changes are not saved yet.',
      ),
    );
    // Kept in the browser instead, as the note says once it is.
    await waitFor(() => expect(localStorage.getItem(KEPT)).toContain('Mine'));
  });
});

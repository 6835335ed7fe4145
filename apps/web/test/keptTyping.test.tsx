/**
 * Typing that was not saved survives a closed tab (components/KeptTyping.tsx), through the event
 * editor: unmounting the app is the tab closing; opening the item again offers the typing back.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAs } from './helpers.tsx';
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthenticateResponse, ChamberEvent } from '@chamber/contracts';
import { expectLink, json, openAs, type Routes } from './helpers.tsx';
import {
  cellTexts,
  clickAndSee,
  saveDraftThenAt,
  saveThenAt,
  expectSentForm,
  sentParam,
} from './list-helpers.ts';
import { noButtons, noRegistration } from './publicFixtures.ts';

// Whole forms are typed key by key; a busy machine needs more than the default 5 s.

const base = {
  ...noButtons,
  ...noRegistration,
  description: null,
  schedule: null,
  organizer: null,
  mapUrl: null,
  addressTitle: null,
  addressLine2: null,
  addressLine1: '1 Harbor Way',
  city: 'Bayport',
  state: 'ME',
  zipcode: '04000',
  imageUrl: 'events/expo.png',
  isActive: true,
  status: 'published' as const,
  version: 1,
};
const expo: ChamberEvent = {
  ...base,
  id: 1,
  eventType: 'conference',
  title: 'Harbor Expo',
  start: '2099-05-01T12:00:00.000Z',
  end: '2099-05-03T12:00:00.000Z',
  sortOrder: 0,
};
const breakfast: ChamberEvent = {
  ...base,
  id: 2,
  eventType: 'workshop',
  title: 'Breakfast Workshop',
  start: '2001-03-02T12:00:00.000Z',
  end: null,
  isActive: false,
  status: 'draft',
  sortOrder: 1,
};
// Started long ago but still running: Upcoming, because the end counts.
const season: ChamberEvent = {
  ...base,
  id: 3,
  eventType: 'webinar',
  title: 'Season Webinar Series',
  start: '2001-01-01T12:00:00.000Z',
  end: '2099-12-31T12:00:00.000Z',
  sortOrder: 2,
};

const MAP_EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

function rowOf(title: string) {
  const table = screen.getByRole('table', { name: 'Events' });
  return within(table).getByRole('cell', { name: title }).closest('tr')!;
}

const asAdmin = { isAdmin: true };

/** Opens the events list signed in as `session`, an administrator by default. */
async function openList(routes: Routes = {}, session: Partial<AuthenticateResponse> = asAdmin) {
  const list = { 'GET /api/Event/GetAllEvents': [expo, breakfast, season] };
  const app = openAs(session, '/cms/management/events', { ...list, ...routes });
  await screen.findByRole('cell', { name: 'Harbor Expo' });
  return app;
}

function fileInput() {
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'expo.png', { type: 'image/png' });

describe('events list', () => {
  it('shows times on the chamber’s clock, its zone named, and Upcoming/Past by the end, else the start', async () => {
    await openList();
    const cells = (title: string) => cellTexts(rowOf(title));
    // Noon UTC, in Chicago (the site info's zone): 7 AM in summer, 6 AM in winter.
    expect(cells('Harbor Expo')).toEqual([
      'Harbor Expo',
      'Conference',
      'May 1st, 2099 7:00 AM CDT',
      'May 3rd, 2099 7:00 AM CDT',
      'Upcoming',
      'Published',
    ]);
    expect(cells('Breakfast Workshop')).toEqual([
      'Breakfast Workshop',
      'Workshop',
      'March 2nd, 2001 6:00 AM CST',
      '-',
      'Past',
      'Draft',
    ]);
    expect(cells('Season Webinar Series')[4]).toBe('Upcoming');
  });

  it('gives administrators Add Event and Delete', async () => {
    await openList();
    expectLink('Add Event', '/cms/management/create-event');
    expect(within(rowOf('Harbor Expo')).getByRole('button', { name: 'Delete' })).toBeVisible();
    expectLink('View', '/cms/management/event/1', rowOf('Harbor Expo'));
  });

  it('gives editors Add Event, Delete and Sort, as administrators', async () => {
    await openList({}, { id: 2, role: 'editor' });
    expect(screen.getByRole('link', { name: 'Add Event' })).toBeVisible();
    expect(within(rowOf('Harbor Expo')).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sort Events' })).toBeVisible();
  });

  it('gives authors Add Event and View, but no Sort: that would move everyone’s events', async () => {
    await openList({}, { id: 3, role: 'author' });
    expect(screen.getByRole('link', { name: 'Add Event' })).toBeVisible();
    expect(within(rowOf('Harbor Expo')).getByRole('link', { name: 'View' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sort Events' })).toBeNull();
  });

  it('offers Duplicate on every row, to a new event filled in from it', async () => {
    await openList({}, { id: 3, role: 'author' });
    expectLink('Duplicate', '/cms/management/create-event?copyOf=1', rowOf('Harbor Expo'));
    expectLink('Duplicate', '/cms/management/create-event?copyOf=2', rowOf('Breakfast Workshop'));
  });

  it('deletes after the confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    const { calls } = await openList({
      'DELETE /api/Event/DeleteEvent': { message: 'Event deleted successfully.' },
    });
    await user.click(within(rowOf('Breakfast Workshop')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove this event?')).toBeVisible();
    await clickAndSee(user, 'Confirm', 'Event deleted successfully.', dialog);
    expect(sentParam(calls, '/api/Event/DeleteEvent', 'eventId')).toBe('2');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Event/GetAllEvents')).toHaveLength(2),
    );
  });
});

describe('event form', () => {
  it('shows every required message at once, the image and button ones included', async () => {
    const user = userEvent.setup();
    const { calls } = openAs(asAdmin, '/cms/management/create-event', {});
    await user.type(
      await screen.findByRole('textbox', { name: 'Primary Button Text' }),
      'Register',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    for (const message of [
      'Event Title is required',
      'Event Type is required',
      'Street Address is required',
      'City is required',
      'State is required',
      'Zipcode is required',
      'Please upload an image for the event',
      'Primary Action Type is required',
      'Primary Action Link is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.path === '/api/Event/CreateEvent')).toBe(false);
  });

  it('keeps button type and link disabled until the button text is filled', async () => {
    const user = userEvent.setup();
    // A stored event, whose other fields are valid.
    openAs(asAdmin, '/cms/management/event/1', { 'GET /api/Event/GetEventById': expo });
    const type = await screen.findByRole('combobox', { name: 'Primary Action Type' });
    const link = screen.getByRole('combobox', { name: 'Primary Action Link' });
    expect(type).toBeDisabled();
    expect(link).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Secondary Action Link' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Primary Button Text' }), 'Register');
    expect(type).toBeEnabled();
    expect(link).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Secondary Action Link' })).toBeDisabled();

    await clickAndSee(user, 'Save draft', 'Primary Action Type is required');
    expect(screen.getByText('Primary Action Link is required')).toBeInTheDocument();

    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Page' }));
    await user.type(link, 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Please enter a page path that begins with /'),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Primary Button Text' }));
    expect(type).toBeDisabled();
    expect(link).toBeDisabled();
  });

  it('refuses a map that is not a Google Maps embed and previews one that is', async () => {
    const user = userEvent.setup();
    openAs(asAdmin, '/cms/management/create-event', {});
    const map = await screen.findByRole('textbox', { name: 'Google Map' });
    await user.type(map, 'https://maps.example.com/somewhere');
    await clickAndSee(user, 'Save draft', 'Please paste a Google Maps embed link or iframe');
    expect(screen.queryByTitle('Map preview')).toBeNull();

    await user.clear(map);
    // Pasted, as people do with Google's "Embed a map" code.
    await user.click(map);
    await user.paste(`<iframe src="${MAP_EMBED}&amp;hl=en" width="600"></iframe>`);
    expect(await screen.findByTitle('Map preview', {}, { timeout: 2000 })).toHaveAttribute(
      'src',
      `${MAP_EMBED}&hl=en`,
    );
  });

  it('creates an event at the time picked on the chamber’s clock, with its image, then returns to the list', async () => {
    // 9:10 AM in Chicago (the site info's zone) on 10 January 2030; this computer's zone is
    // another (UTC on the test machines), which must not matter.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T15:10:00Z') });
    const user = userEvent.setup();
    const { calls, router } = openAs(asAdmin, '/cms/management/create-event', {
      'POST /api/Event/CreateEvent': { message: 'Event created successfully.', id: 9 },
      'GET /api/Event/GetAllEvents': [],
    });
    await user.type(await screen.findByRole('textbox', { name: /^Event Title/ }), 'Expo 2099');
    // A new event starts at the next full hour and lasts an hour, named in the chamber's zone.
    const start = screen.getByRole('button', { name: /^Event Start Date/ });
    const end = screen.getByRole('button', { name: /^Event End Date/ });
    expect(start).toHaveTextContent('January 10, 2030 10:00 AM');
    expect(end).toHaveTextContent('January 10, 2030 11:00 AM');
    expect(
      screen.getByText('Times are in America/Chicago (CST), the chamber’s time zone.'),
    ).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /^Event Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Conference' }));

    // The picker opens on the start's month; pick its 15th at 6:30 PM: the end follows.
    await user.click(start);
    await user.click(await screen.findByRole('button', { name: '15 January 2030' }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(hours);
    await user.type(hours, '06');
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'AM/PM' }), 'PM');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(start).toHaveTextContent('January 15, 2030 6:30 PM');
    expect(end).toHaveTextContent('January 15, 2030 7:30 PM');

    await user.click(screen.getByRole('textbox', { name: /^Organizer/ }));
    await user.paste('Bayport Rotary Club');
    await user.type(screen.getByRole('textbox', { name: /^Street Address/ }), '1 Harbor Way');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Bayport');
    await user.type(screen.getByRole('textbox', { name: /^State/ }), 'ME');
    await user.type(screen.getByRole('textbox', { name: /^Zipcode/ }), '04000');
    await user.upload(fileInput(), png());
    expect(await screen.findByAltText('Event Image preview')).toBeInTheDocument();
    await saveDraftThenAt(user, router, 'event', '/cms/management/events');
    // 6:30 PM CST is half past midnight UTC.
    const body = expectSentForm(calls, '/api/Event/CreateEvent', {
      title: 'Expo 2099',
      eventType: 'conference',
      organizer: 'Bayport Rotary Club',
      start: '2030-01-16T00:30:00.000Z',
      end: '2030-01-16T01:30:00.000Z',
      isActive: 'true',
      draft: 'true',
    });
    expect((body.get('image') as File).name).toBe('expo.png');
  });

  it('loads an event for editing and saves it back with its id', async () => {
    const user = userEvent.setup();
    const stored: ChamberEvent = {
      ...expo,
      mapUrl: MAP_EMBED,
      primaryButtonText: 'Register',
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'https://tickets.example.com',
    };
    const { calls, router } = openAs({ isAdmin: false }, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': ({ url }) =>
        url.searchParams.get('eventId') === '1' ? json(stored) : json({}, 404),
      'PUT /api/Event/UpdateEvent': { message: 'Event updated successfully.' },
      'GET /api/Event/GetAllEvents': [stored],
    });
    const title = await screen.findByRole('textbox', { name: /^Event Title/ });
    expect(title).toHaveValue('Harbor Expo');
    // Noon UTC, on the chamber's clock (Chicago, summer time), whatever this computer's zone.
    expect(screen.getByRole('button', { name: /^Event Start Date/ })).toHaveTextContent(
      'May 1, 2099 7:00 AM',
    );
    expect(
      screen.getByText('Times are in America/Chicago (CDT), the chamber’s time zone.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Primary Action Link' })).toHaveValue(
      'https://tickets.example.com',
    );
    expect(screen.getByRole('combobox', { name: 'Primary Action Link' })).toBeEnabled();
    expect(screen.getByAltText('Event Image preview')).toHaveAttribute(
      'src',
      '/api/Attachments/events/expo.png',
    );
    expect(await screen.findByTitle('Map preview')).toHaveAttribute('src', MAP_EMBED);

    await user.clear(title);
    await user.type(title, 'Harbor Expo 2099');
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. Visitors see the published event until you publish it.',
      path: '/cms/management/events',
    });
    expectSentForm(calls, '/api/Event/UpdateEvent', {
      id: '1',
      version: '1', // the version it opened
      title: 'Harbor Expo 2099',
      start: expo.start,
      end: expo.end,
      mapUrl: MAP_EMBED,
      primaryButtonActionType: 'LINK_NEW_TAB',
      image: '', // no new image: the stored one stays
    });
  });

  it('duplicates an event: a new draft “Copy of …” with its times and a copy of its image', async () => {
    const user = userEvent.setup();
    const stored: ChamberEvent = {
      ...expo,
      organizer: 'Bayport Rotary Club',
      primaryButtonText: 'Register',
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'https://tickets.example.com',
    };
    const { calls, router } = openAs(asAdmin, '/cms/management/create-event?copyOf=1', {
      'GET /api/Event/GetEventById': ({ url }) =>
        url.searchParams.get('eventId') === '1' ? json(stored) : json({}, 404),
      'GET /api/Attachments/events/expo.png': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'Content-Type': 'image/png' },
        }),
      'POST /api/Event/CreateEvent': { message: 'Event created successfully.', id: 9 },
      'GET /api/Event/GetAllEvents': [],
    });
    expect(await screen.findByRole('textbox', { name: /^Event Title/ })).toHaveValue(
      'Copy of Harbor Expo',
    );
    expect(screen.getByText('A copy of “Harbor Expo”')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Organizer/ })).toHaveValue('Bayport Rotary Club');
    // Noon UTC on the chamber's clock (Chicago, summer time).
    expect(screen.getByRole('button', { name: /^Event Start Date/ })).toHaveTextContent(
      'May 1, 2099 7:00 AM',
    );
    // The copy's own picture, chosen as if uploaded: the original's file read back.
    expect(await screen.findByAltText('Event Image preview')).toBeInTheDocument();

    await saveDraftThenAt(user, router, 'event', '/cms/management/events');
    const body = expectSentForm(calls, '/api/Event/CreateEvent', {
      title: 'Copy of Harbor Expo',
      eventType: 'conference',
      organizer: 'Bayport Rotary Club',
      start: expo.start,
      end: expo.end,
      primaryButtonLink: 'https://tickets.example.com',
      draft: 'true',
    });
    expect(body.has('id')).toBe(false);
    expect(body.has('version')).toBe(false);
    const image = body.get('image') as File;
    expect(image.name).toBe('expo.png');
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(4); // the four bytes the original's file answered
  });

  it('says so when the image of the event duplicated cannot be copied', async () => {
    const user = userEvent.setup();
    const { calls } = openAs(asAdmin, '/cms/management/create-event?copyOf=1', {
      'GET /api/Event/GetEventById': expo,
      'GET /api/Attachments/events/expo.png': () => json({ message: 'Not found' }, 404),
    });
    expect(
      await screen.findByText(/Its image could not be copied: please choose one\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please upload an image for the event')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/Event/CreateEvent')).toBe(false);
  });

  it('asks before the editor is left with changes unsaved, and keeps them on Stay', async () => {
    const user = userEvent.setup();
    const { router } = openAs(asAdmin, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': expo,
      'GET /api/Event/GetAllEvents': [expo],
    });
    const title = await screen.findByRole('textbox', { name: /^Event Title/ });
    // Untouched, the editor is left without a question.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // The list on screen (not only in the address), then the editor afresh.
    await screen.findByRole('table', { name: 'Events' });
    await router.navigate('/cms/management/event/1');
    await screen.findByRole('heading', { name: 'Edit Event' });
    await user.type(await screen.findByRole('textbox', { name: /^Event Title/ }), ' 2099');

    // Cancel leaves the editor: asked first (a role query over the whole form takes a while on
    // a busy machine: the screens' load budget).
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/cms/management/event/1');
    expect(screen.getByRole('textbox', { name: /^Event Title/ })).toHaveValue('Harbor Expo 2099');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/management/events'));
    expect(title).not.toBeInTheDocument();
  });

  it('shows a refused save as a warning, with the server message under its field', async () => {
    const user = userEvent.setup();
    const { router } = openAs(asAdmin, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': expo,
      'PUT /api/Event/UpdateEvent': () =>
        json({ message: 'Check the map', errors: { mapUrl: 'This map cannot be shown' } }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    const toastText = await screen.findByText('Check the map');
    expect(toastText.closest('[role="alert"]')).toHaveTextContent('Warning');
    expect(screen.getByText('This map cannot be shown')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cms/management/event/1');
  });
});

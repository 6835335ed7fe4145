import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterEvents, isPastEvent } from '../src/public/events/eventFilters.ts';
import { expectLink, json, mockApi, renderApp } from './helpers.tsx';
import { event, publicSiteInfo } from './publicFixtures.ts';

const now = new Date('2030-03-05T18:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('events filter', () => {
  it('counts an event starting exactly now as past, a millisecond later as upcoming', () => {
    expect(isPastEvent({ start: at(0) }, now)).toBe(true);
    expect(isPastEvent({ start: at(-1) }, now)).toBe(true);
    expect(isPastEvent({ start: at(1) }, now)).toBe(false);
  });

  it('filters by time and by type', () => {
    const events = [
      event({ id: 1, eventType: 'webinar', start: at(-1000) }),
      event({ id: 2, eventType: 'conference', start: at(0) }),
      event({ id: 3, eventType: 'workshop', start: at(1000) }),
      event({ id: 4, eventType: 'webinar', start: at(2000) }),
    ];
    const ids = (filter: Parameters<typeof filterEvents>[1]) =>
      filterEvents(events, filter, now).map((e) => e.id);
    expect(ids('all')).toEqual([1, 2, 3, 4]);
    expect(ids('past')).toEqual([1, 2]);
    expect(ids('upcoming')).toEqual([3, 4]);
    expect(ids('webinar')).toEqual([1, 4]);
    expect(ids('conference')).toEqual([2]);
    expect(ids('workshop')).toEqual([3]);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('events screen', () => {
  it('lists active events by start and filters them with the chips', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      // As a signed-in member of staff gets them: every event, in the staff order.
      'GET /api/Event/GetAllEvents': [
        event({ id: 1, title: 'Marina mixer', eventType: 'conference', start: later(10) }),
        event({ id: 2, title: 'Hidden draft', isActive: false, start: later(3) }),
        event({ id: 3, title: 'Tax webinar', eventType: 'webinar', start: later(-4) }),
        event({ id: 4, title: 'Shop workshop', eventType: 'workshop', start: later(2) }),
      ],
    });
    renderApp('/events');
    const titles = async () =>
      (await screen.findAllByRole('article')).map(
        (card) => within(card).getByRole('heading', { level: 2 }).textContent,
      );
    expect(await titles()).toEqual(['Tax webinar', 'Shop workshop', 'Marina mixer']);
    expectLink('Marina mixer', '/events/1');
    // The calendar feed calendar apps subscribe to: a plain link to the file.
    expectLink('Subscribe to our calendar', '/events.ics');

    const filters = screen.getByRole('group', { name: 'Filter events' });
    await user.click(within(filters).getByRole('link', { name: 'Upcoming' }));
    await waitFor(async () => expect(await titles()).toEqual(['Shop workshop', 'Marina mixer']));
    await user.click(within(filters).getByRole('link', { name: 'Past' }));
    await waitFor(async () => expect(await titles()).toEqual(['Tax webinar']));
    await user.click(within(filters).getByRole('link', { name: 'Conferences' }));
    await waitFor(async () => expect(await titles()).toEqual(['Marina mixer']));
    await user.click(within(filters).getByRole('link', { name: 'Workshops' }));
    await waitFor(async () => expect(await titles()).toEqual(['Shop workshop']));
    await user.click(within(filters).getByRole('link', { name: 'Webinars' }));
    await waitFor(async () => expect(await titles()).toEqual(['Tax webinar']));
  });

  it('writes each card’s day and time on the chamber’s clock, with its zone', async () => {
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      // 00:30 UTC on 2 March: in Chicago, still the evening of 1 March.
      'GET /api/Event/GetAllEvents': [
        event({
          title: 'Late mixer',
          start: '2099-03-02T00:30:00.000Z',
          end: '2099-03-02T03:30:00.000Z',
        }),
      ],
    });
    renderApp('/events');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('March 1st')).toBeVisible();
    expect(card.getByText('6:30 PM – 9:30 PM CST')).toBeVisible();
  });

  it('fails silently: an empty state and no error toast', async () => {
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      'GET /api/Event/GetAllEvents': () => json({ message: 'Database down' }, 500),
    });
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'No events to show' })).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an event with its map, buttons and calendar download', async () => {
    mockApi({
      'GET /api/Home/GetCMSInfo': publicSiteInfo,
      'GET /api/Event/GetEventById': (call) =>
        call.url.searchParams.get('eventId') === '5'
          ? json(
              event({
                id: 5,
                title: 'Marina mixer',
                organizer: 'Bayport Rotary Club',
                mapUrl: 'https://www.google.com/maps/embed?pb=abc',
                primaryButtonText: 'Register',
                primaryButtonActionType: 'LINK_NEW_TAB',
                primaryButtonLink: 'https://tickets.example',
              }),
            )
          : json({ message: 'Not found' }, 404),
    });
    renderApp('/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marina mixer' })).toBeVisible();
    // 18:00 UTC on 5 March 2030, on the chamber's clock (Chicago), not this computer's (UTC).
    const details = within(screen.getByRole('complementary', { name: 'Event details' }));
    expect(details.getByText('12:00 PM CST')).toBeVisible();
    expect(details.getByText('Tuesday, March 5th, 2030')).toBeVisible();
    expect(screen.getByText('Organized by Bayport Rotary Club')).toBeVisible();
    // The map's frame is loaded only when asked for.
    expect(screen.queryByTitle('Map of Chamber Boardroom')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show the map' }));
    const map = screen.getByTitle('Map of Chamber Boardroom');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=abc');
    expect(map).toHaveAttribute('referrerpolicy');
    expect(screen.getByRole('link', { name: /^Register/ })).toHaveAttribute('target', '_blank');
    expectLink('Add to calendar', '/api/Event/GetEventIcs?eventId=5');
  });
});

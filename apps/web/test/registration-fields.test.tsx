/**
 * The event editor's "Registration" fieldset (docs/decisions/145-event-registration.md): switched
 * on with a capacity, a deadline on the chamber's clock and a price shown; the saved event links
 * to its attendee list with the counts, for those who may see it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEADLINE_AFTER_START_MESSAGE, type ChamberEvent } from '@chamber/contracts';
import { openAs } from './helpers.tsx';
import { expectSentForm, saveThenAt } from './list-helpers.ts';
import { noButtons, noRegistration } from './publicFixtures.ts';

const gala: ChamberEvent = {
  ...noButtons,
  ...noRegistration,
  id: 7,
  eventType: 'conference',
  title: 'Harbor Gala',
  description: null,
  schedule: null,
  organizer: null,
  mapUrl: null,
  addressTitle: null,
  addressLine1: '1 Harbor Way',
  addressLine2: null,
  city: 'Bayport',
  state: 'ME',
  zipcode: '04000',
  start: '2099-05-01T23:00:00.000Z',
  end: null,
  imageUrl: 'events/gala.png',
  isActive: true,
  status: 'published',
  version: 3,
  sortOrder: 0,
};

const counts = {
  event: { id: 7, title: 'Harbor Gala', capacity: 40 },
  registeredSeats: 12,
  waitingSeats: 3,
  registrations: [],
};

function open(stored: ChamberEvent, session = { isAdmin: true }) {
  return openAs(session, '/cms/management/event/7', {
    'GET /api/Event/GetEventById': stored,
    'GET /api/Event/GetRegistrations': counts,
    'PUT /api/Event/UpdateEvent': { message: 'Event updated successfully.' },
    'GET /api/Event/GetAllEvents': [stored],
  });
}

describe('the Registration fieldset of the event editor', () => {
  it('switches registration on with a capacity and a price, and saves them', async () => {
    const user = userEvent.setup();
    const { calls, router } = open(gala);
    const take = await screen.findByRole('checkbox', { name: /Take registrations/ });
    expect(take).not.toBeChecked();
    await user.click(take);
    // Pasted, not typed key by key: quicker on a busy machine.
    await user.click(screen.getByRole('spinbutton', { name: /Capacity/ }));
    await user.paste('40');
    await user.click(screen.getByRole('textbox', { name: /Price/ }));
    await user.paste('$15 members / $25 guests');
    await saveThenAt(user, router, 'Save draft', {
      message: 'Draft saved. Visitors see the published event until you publish it.',
      path: '/cms/management/events',
    });
    expectSentForm(calls, '/api/Event/UpdateEvent', {
      registrationOpen: 'true',
      capacity: '40',
      priceText: '$15 members / $25 guests',
      registrationDeadline: '',
    });
  });

  it('shows the stored settings, the deadline on the chamber’s clock, and the attendee counts', async () => {
    open({
      ...gala,
      registrationOpen: true,
      capacity: 40,
      registrationDeadline: '2099-04-30T17:00:00.000Z',
    });
    expect(await screen.findByRole('checkbox', { name: /Take registrations/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Capacity/ })).toHaveValue(40);
    // Noon in Chicago (summer time).
    expect(screen.getByRole('button', { name: /^Registration closes/ })).toHaveTextContent(
      'April 30, 2099 12:00 PM',
    );
    const link = await screen.findByRole('link', { name: 'Registrations (12/40, 3 waiting)' });
    expect(link).toHaveAttribute('href', '/cms/management/event/7/registrations');
  });

  it('refuses a deadline after the start of the event', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      ...gala,
      registrationOpen: true,
      registrationDeadline: '2099-05-02T17:00:00.000Z',
    });
    await screen.findByRole('checkbox', { name: /Take registrations/ });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(DEADLINE_AFTER_START_MESSAGE)).toBeVisible();
    expect(calls.some((c) => c.path === '/api/Event/UpdateEvent')).toBe(false);
  });

  it('shows no attendee link to an author, who may not see who registered', async () => {
    open({ ...gala, registrationOpen: true }, { isAdmin: false, role: 'author' } as never);
    await screen.findByRole('checkbox', { name: /Take registrations/ });
    expect(screen.queryByRole('link', { name: /^Registrations/ })).toBeNull();
  });
});

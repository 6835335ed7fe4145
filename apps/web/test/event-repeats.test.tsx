/**
 * The event editor's Repeat (docs/decisions/137-repeating-events.md): every week or every month on
 * the same weekday of the month, until a date, with a live line saying what saving makes, counted
 * on the chamber's clock (the site info's America/Chicago) whatever this computer's zone.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REPEAT_LIMIT_MESSAGE,
  REPEAT_UNTIL_BEFORE_START_MESSAGE,
  repeatTooSoonMessage,
  type ChamberEvent,
} from '@chamber/contracts';
import { openAs } from './helpers.tsx';
import { sentBody, waitForPath } from './list-helpers.ts';
import { noButtons, noRegistration } from './publicFixtures.ts';

const asAdmin = { isAdmin: true };

// Thursday 1 May 2099, 7:00 AM CDT.
const luncheon: ChamberEvent = {
  ...noButtons,
  ...noRegistration,
  id: 1,
  eventType: 'workshop',
  title: 'Monthly Luncheon',
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
  start: '2099-05-01T12:00:00.000Z',
  end: '2099-05-01T13:30:00.000Z',
  imageUrl: 'events/luncheon.png',
  isActive: true,
  status: 'published',
  version: 1,
  sortOrder: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

async function chooseRepeat(user: UserEvent, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Repeat' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Picks the end date in the Until field (a date input, whose value is "YYYY-MM-DD"). */
function pickUntil(date: string) {
  // A date picker sets the whole date at once.
  fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: date } });
}

describe('the Repeat of a new event', () => {
  it('says how many events saving makes and on which days, as the end date changes', async () => {
    // 9:10 AM in Chicago on Thursday 10 January 2030: a new event starts at 10 AM that day, the
    // second Thursday of January.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T15:10:00Z') });
    const user = userEvent.setup();
    openAs(asAdmin, '/cms/management/create-event', {});
    const repeat = await screen.findByRole('combobox', { name: 'Repeat' });
    expect(repeat).toHaveValue('Does not repeat');
    expect(screen.queryByLabelText(/^Until/)).toBeNull();

    await user.click(repeat);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Does not repeat',
      'Every week on Thursday',
      'Every month on the second Thursday',
    ]);
    await user.click(screen.getByRole('option', { name: 'Every week on Thursday' }));
    // Nothing to count until the end date is chosen.
    expect(screen.queryByText(/^Makes \d+ events/)).toBeNull();

    pickUntil('2030-02-14');
    expect(
      await screen.findByText('Makes 6 events: 10 Jan, 17 Jan, 24 Jan, 31 Jan, 7 Feb, 14 Feb'),
    ).toBeVisible();

    // More than six: the first four, "…" and the last.
    pickUntil('2030-03-20');
    expect(
      await screen.findByText('Makes 10 events: 10 Jan, 17 Jan, 24 Jan, 31 Jan, …, 14 Mar'),
    ).toBeVisible();

    // Every month: the second Thursday, whatever its date.
    await chooseRepeat(user, 'Every month on the second Thursday');
    expect(await screen.findByText('Makes 3 events: 10 Jan, 14 Feb, 14 Mar')).toBeVisible();
    expect(
      screen.getByText(
        'The same weekday of each month, as monthly luncheons usually are: the second Thursday, whatever its date.',
      ),
    ).toBeVisible();
  });

  it('says under the end date what cannot be made, and then shows no line', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T15:10:00Z') });
    const user = userEvent.setup();
    openAs(asAdmin, '/cms/management/create-event', {});
    await screen.findByRole('combobox', { name: 'Repeat' });
    await chooseRepeat(user, 'Every month on the second Thursday');
    pickUntil('2030-01-09');
    expect(await screen.findByText(REPEAT_UNTIL_BEFORE_START_MESSAGE)).toBeVisible();
    expect(screen.queryByText(/^Makes \d+ events/)).toBeNull();
    pickUntil('2030-02-10');
    expect(await screen.findByText(repeatTooSoonMessage('14 Feb'))).toBeVisible();
    await chooseRepeat(user, 'Every week on Thursday');
    pickUntil('2031-06-01');
    // 52 weeks after 10 January 2030.
    expect(
      await screen.findByText(`${REPEAT_LIMIT_MESSAGE}, on or before 9 Jan 2031`),
    ).toBeVisible();
    expect(screen.queryByText(/^Makes \d+ events/)).toBeNull();

    // Back to no repeat: no end date, no message.
    await chooseRepeat(user, 'Does not repeat');
    expect(screen.queryByLabelText(/^Until/)).toBeNull();
    expect(screen.queryByText(REPEAT_LIMIT_MESSAGE, { exact: false })).toBeNull();
  });

  it('repeats on the last weekday of the month for a fifth one, and says so', async () => {
    // Thursday 31 January 2030, 9:10 AM in Chicago: the new event starts at 10 AM.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-31T15:10:00Z') });
    const user = userEvent.setup();
    openAs(asAdmin, '/cms/management/create-event', {});
    await screen.findByRole('combobox', { name: 'Repeat' });
    await chooseRepeat(user, 'Every month on the last Thursday');
    expect(
      screen.getByText(
        'The 31st is a fifth Thursday, which most months do not have: the event repeats on the last Thursday of each month.',
      ),
    ).toBeVisible();
    pickUntil('2030-04-30');
    expect(await screen.findByText('Makes 4 events: 31 Jan, 28 Feb, 28 Mar, 25 Apr')).toBeVisible();
  });
});

describe('saving with a repeat', () => {
  it('saves the event, then makes the copies, and says both', async () => {
    const user = userEvent.setup();
    const { calls, router } = openAs(asAdmin, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': luncheon,
      'PUT /api/Event/UpdateEvent': { message: 'Event updated successfully.' },
      'POST /api/Event/RepeatEvent': {
        message:
          '2 more events made: 8 May – 15 May. They are drafts until they are published from the events list.',
        ids: [2, 3],
      },
      'GET /api/Event/GetAllEvents': [luncheon],
    });
    await screen.findByRole('combobox', { name: 'Repeat' });
    await chooseRepeat(user, 'Every week on Friday');
    pickUntil('2099-05-15');
    expect(await screen.findByText('Makes 3 events: 1 May, 8 May, 15 May')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Saved, and 2 more events made: 8 May – 15 May. They are drafts until they are published from the events list.',
      ),
    ).toBeVisible();
    await waitForPath(router, '/cms/management/events');
    const order = calls
      .map((call) => call.path)
      .filter((path) => ['/api/Event/UpdateEvent', '/api/Event/RepeatEvent'].includes(path));
    expect(order).toEqual(['/api/Event/UpdateEvent', '/api/Event/RepeatEvent']);
    expect(sentBody(calls, '/api/Event/RepeatEvent')).toEqual({
      id: 1,
      every: 'week',
      until: '2099-05-15',
    });
    // The list is read again, with the copies.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/Event/GetAllEvents').length,
      ).toBeGreaterThan(0),
    );
  });

  it('saves nothing while the repeat cannot be made, and says why', async () => {
    const user = userEvent.setup();
    const { calls, router } = openAs(asAdmin, '/cms/management/event/1', {
      'GET /api/Event/GetEventById': luncheon,
      'PUT /api/Event/UpdateEvent': { message: 'Event updated successfully.' },
    });
    await screen.findByRole('combobox', { name: 'Repeat' });
    await chooseRepeat(user, 'Every month on the first Friday');
    // No end date yet: said once a save is tried.
    expect(screen.queryByText('Choose the date of the last event')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const until = screen.getByLabelText(/^Until/);
    await waitFor(() =>
      expect(until).toHaveAccessibleDescription(/Choose the date of the last event/),
    );
    expect(
      await screen.findByText('Check the repeat: Choose the date of the last event'),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/Event/UpdateEvent')).toBe(false);
    expect(router.state.location.pathname).toBe('/cms/management/event/1');
  });
});

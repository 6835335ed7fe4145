/**
 * Event registration (docs/decisions/145-event-registration.md): seats while the capacity allows,
 * else the waiting list; a cancellation (by its link's token, or by staff) frees seats and moves
 * the waiting list up. Counting and writing happen in one transaction that first locks the
 * event's row, so two registrations at the same instant never both take the last seats.
 */
import { registration, type RegistrationList, type registrationSchema } from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { hashToken, newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/trash.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';

type RegistrationInput = z.output<typeof registrationSchema>;
export type EventRow = Selectable<Database['events']>;
export type RegistrationRow = Selectable<Database['eventRegistrations']>;

const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event is closed.';
const ALREADY_CANCELLED_MESSAGE = 'This registration was already cancelled.';
const partyTooLargeMessage = (capacity: number) =>
  `This event has ${capacity} ${capacity === 1 ? 'seat' : 'seats'} in all: please register fewer attendees`;

const toAnswer = fieldMap(registration).toAnswer;

/**
 * Takes the event's row lock before anything is counted: a write that changes nothing is
 * PostgreSQL's row lock (like `select … for update`) and SQLite's write lock, on both databases
 * with one statement. Answers the event, or null when there is none.
 */
async function lockedEvent(trx: Db, eventId: number) {
  const locked = await trx
    .updateTable('events')
    .set((eb) => ({ registrationOpen: eb.ref('registrationOpen') }))
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return null;
  return trx.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
}

/** When registration closes: its deadline, else the start of the event. */
const closesAt = (event: Pick<EventRow, 'registrationDeadline' | 'startsAt'>) =>
  event.registrationDeadline ?? event.startsAt;

/** Whether visitors may register now: switched on, published, and before it closes. */
const isOpen = (event: EventRow, now: Date) =>
  event.registrationOpen && event.isActive && Date.parse(closesAt(event)) > now.getTime();

async function seatsTaken(trx: Db, eventId: number) {
  const { seats } = await trx
    .selectFrom('eventRegistrations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attendees'), eb.lit(0)).as('seats'))
    .where('eventId', '=', eventId)
    .where('status', '=', 'registered')
    .executeTakeFirstOrThrow();
  return Number(seats);
}

/**
 * The waiting parties that now fit, in the order they registered (a party too large for the
 * seats left waits on; a smaller one behind it may fit): each given seats. Answers those moved up.
 */
async function moveUp(trx: Db, event: EventRow) {
  const waiting = await trx
    .selectFrom('eventRegistrations')
    .selectAll()
    .where('eventId', '=', event.id)
    .where('status', '=', 'waiting')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (waiting.length === 0) return [];
  let free =
    event.capacity === null
      ? Number.POSITIVE_INFINITY
      : event.capacity - (await seatsTaken(trx, event.id));
  const moved: RegistrationRow[] = [];
  for (const party of waiting) {
    if (party.attendees > free) continue;
    free -= party.attendees;
    const updatedAt = nowIso();
    await trx
      .updateTable('eventRegistrations')
      .set({ status: 'registered', updatedAt })
      .where('id', '=', party.id)
      .execute();
    moved.push({ ...party, status: 'registered', updatedAt });
  }
  return moved;
}

/** Cancels `row` (not cancelled yet) and moves the waiting list up, in `trx` with the event locked. */
async function cancelIn(trx: Db, row: RegistrationRow) {
  const event = await lockedEvent(trx, row.eventId);
  if (!event) throw notFound('The event');
  const now = nowIso();
  const { numUpdatedRows } = await trx
    .updateTable('eventRegistrations')
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where('id', '=', row.id)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  // Cancelled meanwhile (the same link twice at once): nothing more to do.
  if (Number(numUpdatedRows) === 0) return null;
  return { event, cancelled: row, movedUp: await moveUp(trx, event) };
}

export function createRegistrationsService(db: Db) {
  return {
    /**
     * Registers `input` for event `eventId` at `now`: 'registered' while the seats left hold the
     * whole party, else 'waiting'. Answers the row, the event and the cancel link's token (shown
     * once, stored only hashed). 404 for an event visitors do not see, 409 when closed.
     */
    async register(eventId: number, input: RegistrationInput, now = new Date()) {
      const { token, tokenHash } = newOpaqueToken();
      return inTransaction(db, async (trx) => {
        const event = await lockedEvent(trx, eventId);
        if (!event || !event.isActive) throw notFound('The event');
        if (!isOpen(event, now)) throw conflict(REGISTRATION_CLOSED_MESSAGE);
        if (event.capacity !== null && input.attendees > event.capacity) {
          const message = partyTooLargeMessage(event.capacity);
          throw badRequest(message, { attendees: message });
        }
        const fits =
          event.capacity === null ||
          (await seatsTaken(trx, eventId)) + input.attendees <= event.capacity;
        const at = now.toISOString();
        const row = await trx
          .insertInto('eventRegistrations')
          .values({
            eventId,
            name: input.name,
            email: input.email,
            company: input.company,
            attendees: input.attendees,
            status: fits ? 'registered' : 'waiting',
            tokenHash,
            createdAt: at,
            updatedAt: at,
            cancelledAt: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { event, registration: row, token };
      });
    },

    /** The registration a cancel link's `token` is for, with its event, while not cancelled. */
    async byToken(token: string) {
      const row = await db
        .selectFrom('eventRegistrations')
        .selectAll()
        .where('tokenHash', '=', hashToken(token))
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      if (!row) return null;
      const event = await db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', row.eventId)
        .executeTakeFirst();
      return event ? { registration: row, event } : null;
    },

    /** Cancels by a cancel link's token; null for a forged, unknown or already used one. */
    async cancelByToken(token: string) {
      const found = await this.byToken(token);
      if (!found) return null;
      return inTransaction(db, (trx) => cancelIn(trx, found.registration));
    },

    /** Staff cancel registration `id`: 404 when there is none, 409 when already cancelled. */
    async cancel(id: number) {
      const row = await db
        .selectFrom('eventRegistrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('The registration');
      const done = await inTransaction(db, (trx) => cancelIn(trx, row));
      if (!done) throw conflict(ALREADY_CANCELLED_MESSAGE);
      return done;
    },

    /** Event `eventId`'s registrations in the order they came, with the seats taken and waiting. */
    async list(eventId: number): Promise<RegistrationList> {
      const event = await db
        .selectFrom('events')
        .select(['id', 'title', 'capacity'])
        .where('id', '=', eventId)
        .executeTakeFirst();
      if (!event) throw notFound('The event');
      const rows = await db
        .selectFrom('eventRegistrations')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      const seats = (status: RegistrationRow['status']) =>
        rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.attendees, 0);
      return {
        event,
        registeredSeats: seats('registered'),
        waitingSeats: seats('waiting'),
        registrations: rows.map(toAnswer),
      };
    },
  };
}

/**
 * Event registration (docs/decisions/145-event-registration.md): the public form and its JSON
 * call, the back office's attendee list, and the pages a form post is answered with.
 */
import { z } from 'zod';
import { id, optionalText, requiredEmail, requiredText } from './common.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { registrationRoutes } from './routes/registrations.ts';

export const REGISTRATION_LIMITS = { name: 100, email: 250, company: 200, attendees: 10 } as const;

export const ATTENDEES_MESSAGE = `Please choose 1 to ${REGISTRATION_LIMITS.attendees} attendees`;
/** Where the public form posts (plain HTML, no JavaScript needed). */
export const registerPath = (eventId: number) => `/events/${eventId}/register`;
/** The cancel link of the confirmation e-mail; `?token=` follows. */
export const CANCEL_REGISTRATION_PATH = '/events/registrations/cancel';

/** Registered (has seats), on the waiting list, or cancelled (by the visitor or staff). */
const REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;

const L = REGISTRATION_LIMITS;

/** The public form's fields; `attendees` also as form text ("2"). */
export const registrationSchema = z.object({
  name: requiredText('Name', L.name),
  email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
  company: optionalText('Company', L.company),
  attendees: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: ATTENDEES_MESSAGE })
      .int(ATTENDEES_MESSAGE)
      .min(1, ATTENDEES_MESSAGE)
      .max(L.attendees, ATTENDEES_MESSAGE),
  ),
});

/** `POST /Event/Register`: the form's fields and the event. */
const registerSchema = registrationSchema.extend({ eventId: id });

/** What a registration got: seats, or a place on the waiting list. */
const registerAnswer = z.object({
  status: z.enum(['registered', 'waiting']),
  message: z.string(),
});

export const registeredMessage = (title: string) =>
  `You're registered for ${title}. A confirmation is on its way to your inbox.`;
export const waitingMessage = (title: string) =>
  `${title} is full, so you're on the waiting list. We will e-mail you if seats free up.`;

/** One registration as the back office lists it. */
export const registration = z.object({
  id: z.number(),
  eventId: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  attendees: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  /** When they registered (ISO); the waiting list's order. */
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Registration = z.infer<typeof registration>;

/** An event's attendee list with its counts (seats, not parties). */
const registrationList = z.object({
  event: z.object({ id: z.number(), title: z.string(), capacity: z.number().nullable() }),
  registeredSeats: z.number(),
  waitingSeats: z.number(),
  registrations: z.array(registration),
});
export type RegistrationList = z.infer<typeof registrationList>;

/** "Registrations (12/40, 3 waiting)": seats taken of the capacity, and seats waiting. */
export function registrationSummary(
  list: Pick<RegistrationList, 'registeredSeats' | 'waitingSeats' | 'event'>,
) {
  const taken =
    list.event.capacity === null
      ? `${list.registeredSeats}`
      : `${list.registeredSeats}/${list.event.capacity}`;
  return `Registrations (${taken}, ${list.waitingSeats} waiting)`;
}

/**
 * The page a registration form post or a cancel link is answered with, inlined like any public
 * page's data (`kind: 'registration'`): what happened, with the form's values and errors kept.
 */
export type RegistrationPage = {
  event: { id: number; title: string; start: string } | null;
  outcome:
    'registered' | 'waiting' | 'invalid' | 'closed' | 'confirmCancel' | 'cancelled' | 'badLink';
  values?: { name: string; email: string; company: string; attendees: string };
  errors?: Record<string, string>;
  /** The cancel link's token, posted back by the confirm button. */
  token?: string;
};

export const registrationEndpoints = defineEndpoints('Events', registrationRoutes, {
  'Event.Register': {
    summary:
      'Register for an event whose registration is open: seats while there are enough, else the waiting list. A confirmation with the event as .ics and a cancel link is e-mailed',
    access: 'public',
    body: registerSchema,
    answer: registerAnswer,
  },
  'Event.GetRegistrations': {
    summary: 'An event’s registrations (all statuses, in order) with the seats taken and waiting',
    access: 'registrations',
    query: z.object({ id }),
    answer: registrationList,
  },
  'Event.CancelRegistration': {
    summary: 'Cancel a registration (by its id): its seats go to the waiting list, in order',
    access: 'registrations',
    query: z.object({ id }),
    answer: messageAnswer,
  },
  'Event.GetRegistrationsCsv': {
    summary: 'An event’s registrations as a CSV download',
    access: 'registrations',
    query: z.object({ id }),
    answer: { contentType: 'text/csv' },
  },
});

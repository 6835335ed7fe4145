/** Events: schemas, limits and validation messages. */
import { z } from 'zod';
import { buttonAnswerFields, buttonFields, buttonRules, onceValid } from './buttons.ts';
import {
  bool,
  id,
  optionalText,
  requiredText,
  sortCall,
  standardCalls,
  version,
} from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { EVENT_TYPES, eventType } from './enums.ts';
import { eventRoutes } from './routes/events.ts';
import { toIsoDateTime } from './dates.ts';
import {
  isDateText,
  REPEAT_EVERY,
  REPEAT_EVERY_MESSAGE,
  REPEAT_LIMIT,
  REPEAT_UNTIL_MESSAGE,
} from './event-repeats.ts';
import { draftField, publishingAnswerFields } from './publishing.ts';

export const EVENT_LIMITS = {
  title: 250,
  organizer: 250,
  description: 2000,
  schedule: 2000,
  mapUrl: 2000,
  address: 250,
  priceText: 100,
  /** The most seats an event takes registrations for. */
  capacity: 100_000,
} as const;

export const EVENT_IMAGE_REQUIRED_MESSAGE = 'Please upload an image for the event';
const EVENT_START_REQUIRED_MESSAGE = 'Event Start Date is required';
export const EVENT_END_BEFORE_START_MESSAGE = 'Event End Date cannot be before the Start Date';
export const INVALID_DATE_MESSAGE = 'Please enter a valid date and time';
export const MAP_URL_MESSAGE = 'Please paste a Google Maps embed link or iframe';

const IFRAME = /^<iframe\b([^>]*)>\s*(?:<\/iframe>)?$/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * The site renders the map in its own iframe, so only a Google Maps embed address is kept: from
 * the address itself or from the `<iframe src="…">` markup Google's Share › Embed gives. Returns
 * null for anything else (other hosts, http:, javascript:, other markup).
 */
export function normalizeMapUrl(input: string): string | null {
  const text = input.trim();
  let candidate = text;
  if (text.startsWith('<')) {
    const attributes = IFRAME.exec(text)?.[1];
    const src = attributes === undefined ? undefined : SRC_ATTRIBUTE.exec(attributes);
    if (!src) return null;
    candidate = (src[1] ?? src[2] ?? src[3]).replaceAll('&amp;', '&');
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const isEmbed =
    url.protocol === 'https:' &&
    url.hostname === 'www.google.com' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    (url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/'));
  return isEmbed ? url.href : null;
}

function toIsoOrIssue(value: string, ctx: z.RefinementCtx) {
  const iso = toIsoDateTime(value);
  if (iso === null) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE, continue: true });
  return iso ?? value;
}

const start = z
  .string({ error: EVENT_START_REQUIRED_MESSAGE })
  .trim()
  .min(1, EVENT_START_REQUIRED_MESSAGE)
  .transform(toIsoOrIssue);

const end = optionalText('Event End Date').transform((v, ctx) =>
  v === null ? null : toIsoOrIssue(v, ctx),
);

const mapUrl = optionalText('Map', EVENT_LIMITS.mapUrl).transform((v, ctx) => {
  if (v === null) return null;
  const url = normalizeMapUrl(v);
  if (url === null) ctx.addIssue({ code: 'custom', message: MAP_URL_MESSAGE, continue: true });
  return url;
});

const address = (label: string) => requiredText(label, EVENT_LIMITS.address);

export const CAPACITY_MESSAGE = `Please enter a number of seats from 1 to ${EVENT_LIMITS.capacity}, or leave it empty for no limit`;
export const DEADLINE_AFTER_START_MESSAGE = 'Registration must close by the start of the event';

/** Seats (also as form text); empty means no limit. */
const capacity = z.preprocess(
  (v) =>
    v === '' || v === null
      ? undefined
      : typeof v === 'string' && /^\s*\d+\s*$/.test(v)
        ? Number(v)
        : v,
  z
    .number({ error: CAPACITY_MESSAGE })
    .int(CAPACITY_MESSAGE)
    .min(1, CAPACITY_MESSAGE)
    .max(EVENT_LIMITS.capacity, CAPACITY_MESSAGE)
    .optional()
    .transform((v) => v ?? null),
);

const registrationDeadline = optionalText('Registration Deadline').transform((v, ctx) =>
  v === null ? null : toIsoOrIssue(v, ctx),
);

export * from './event-repeats.ts';

/** Event form and `POST /Event/CreateEvent` (multipart, with the `image` file). */
export const eventSchema = z
  .object({
    eventType,
    title: requiredText('Event Title', EVENT_LIMITS.title),
    organizer: optionalText('Organizer', EVENT_LIMITS.organizer),
    description: optionalText('Description', EVENT_LIMITS.description),
    schedule: optionalText('Schedule', EVENT_LIMITS.schedule),
    mapUrl,
    addressTitle: optionalText('Address Title', EVENT_LIMITS.address),
    addressLine1: address('Street Address'),
    addressLine2: optionalText('Address Line 2', EVENT_LIMITS.address),
    city: address('City'),
    state: address('State'),
    zipcode: address('Zipcode'),
    start,
    end,
    isActive: bool(true),
    // Registration (decision 145): off unless switched on; no capacity means no limit.
    registrationOpen: bool(false),
    capacity,
    registrationDeadline,
    priceText: optionalText('Price', EVENT_LIMITS.priceText),
    ...buttonFields,
    ...draftField,
  })
  .superRefine(
    (v, ctx) => {
      if (v.end !== null && Date.parse(v.end) < Date.parse(v.start)) {
        ctx.addIssue({ code: 'custom', message: EVENT_END_BEFORE_START_MESSAGE, path: ['end'] });
      }
    },
    onceValid(['start', 'end']),
  )
  .superRefine(
    (v, ctx) => {
      if (
        v.registrationDeadline !== null &&
        Date.parse(v.registrationDeadline) > Date.parse(v.start)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: DEADLINE_AFTER_START_MESSAGE,
          path: ['registrationDeadline'],
        });
      }
    },
    onceValid(['start', 'registrationDeadline']),
  )
  .superRefine(...buttonRules);
export type EventRequest = z.input<typeof eventSchema>;

/** `PUT /Event/UpdateEvent`. */
export const updateEventSchema = eventSchema.safeExtend({ id, version });

/**
 * An event as the API returns it; `start`/`end` are ISO strings, `mapUrl` an embed address.
 * Not called `Event`, which would hide the DOM's Event type in web code.
 */
export const chamberEvent = z.object({
  id: z.number(),
  eventType: z.enum(EVENT_TYPES),
  title: z.string(),
  organizer: z.string().nullable(),
  description: z.string().nullable(),
  schedule: z.string().nullable(),
  mapUrl: z.string().nullable(),
  addressTitle: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  registrationOpen: z.boolean(),
  /** Seats; null: no limit. */
  capacity: z.number().nullable(),
  /** When registration closes (ISO); null: at the start of the event. */
  registrationDeadline: z.string().nullable(),
  /** What it costs, as shown ("$15 members / $25 guests"); nothing is paid on the site. */
  priceText: z.string().nullable(),
  sortOrder: z.number(),
  version: z.number(),
  ...buttonAnswerFields,
  ...publishingAnswerFields,
});
export type ChamberEvent = z.infer<typeof chamberEvent>;

const eventIdQuery = z.object({ eventId: id });

/**
 * `POST /Event/RepeatEvent`: draft copies of event `id` every week or month up to the day `until`
 * (decision 137).
 */
export const repeatEventSchema = z.object({
  id,
  every: z.enum(REPEAT_EVERY, { error: REPEAT_EVERY_MESSAGE }),
  until: z.string({ error: REPEAT_UNTIL_MESSAGE }).trim().refine(isDateText, REPEAT_UNTIL_MESSAGE),
});

/** What RepeatEvent answers: its message, and the copies' ids in date order. */
const repeatEventAnswer = z.object({ message: z.string(), ids: z.array(z.number()) });

export const eventCalls = { ...standardCalls('Event'), sort: sortCall('Event') };

/** Visitors read active events (cached); staff see and change all of them. */
export const eventEndpoints = defineEndpoints('Events', eventRoutes, {
  ...resourceEndpoints(
    eventCalls,
    {
      noun: 'event',
      access: 'events',
      answer: chamberEvent,
      idQuery: eventIdQuery,
      create: eventSchema,
      update: updateEventSchema,
      files: ['image'],
    },
    {
      list: {
        summary: 'Visitors: active events by start date. Signed in: all events in sort order',
        access: 'public',
        publicCache: true,
      },
      get: {
        summary: 'One event (inactive ones only when signed in)',
        access: 'public',
        publicCache: true,
      },
      remove: { summary: 'Delete an event and its image' },
      // Reordering moves everyone's events, not only one's own.
      sort: { access: 'allContent' },
    },
  ),
  'Event.GetEventIcs': {
    summary: 'An active event as an iCalendar (.ics) download',
    access: 'public',
    publicCache: true,
    query: eventIdQuery,
    answer: { contentType: 'text/calendar' },
  },
  'Event.RepeatEvent': {
    summary: `Repeat an event every week (same weekday) or month (same weekday of the month: "the third Thursday") until a date, on the chamber's clock: up to ${REPEAT_LIMIT} draft copies, each an event of its own`,
    access: 'events',
    body: repeatEventSchema,
    answer: repeatEventAnswer,
  },
});

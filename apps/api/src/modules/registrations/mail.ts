/**
 * The e-mails of a registration: the confirmation (with the event as .ics and the cancel link),
 * the waiting-list note (with the same link, to leave the list) and the "a seat is yours" note
 * of a party moved up. Plain text; without SMTP_URL they are logged, links included.
 */
import { CANCEL_REGISTRATION_PATH, eventPath, zoneAbbreviation } from '@chamber/contracts';
import type { Mail } from '../../lib/mailer.ts';
import { eventToIcs, slugify } from '../events/ics.ts';
import { toCalendarEvent } from '../events/service.ts';
import type { EventRow, RegistrationRow } from './service.ts';

type Context = { publicUrl: string; timeZone: string; companyName: string };

/** "Thursday, May 1, 2031 at 6:30 PM EDT", on the chamber's clock. */
export function whenText(iso: string, timeZone: string) {
  const at = new Date(iso);
  const text = at.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${text} ${zoneAbbreviation(at.getTime(), timeZone)}`;
}

const cancelLink = (publicUrl: string, token: string) =>
  `${publicUrl}${CANCEL_REGISTRATION_PATH}?token=${encodeURIComponent(token)}`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function place(event: EventRow) {
  return [
    event.addressTitle,
    event.addressLine1,
    event.addressLine2,
    `${event.city}, ${event.state} ${event.zipcode}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function details(event: EventRow, party: RegistrationRow, { publicUrl, timeZone }: Context) {
  return [
    `Event: ${event.title}`,
    `When: ${whenText(event.startsAt, timeZone)}`,
    `Where: ${place(event)}`,
    `Attendees: ${party.attendees}`,
    ...(event.priceText ? [`Price: ${event.priceText} (paid at the event)`] : []),
    `Details: ${publicUrl}${eventPath(event.id)}`,
  ];
}

/** The event as a calendar file, for the confirmation and the move-up note. */
function icsAttachment(event: EventRow, publicUrl: string) {
  return {
    filename: `${slugify(event.title, `event-${event.id}`)}.ics`,
    content: eventToIcs(toCalendarEvent(event), publicUrl),
    contentType: 'text/calendar; charset=utf-8',
  };
}

/** Registered, or on the waiting list: the mail right after the form. */
export function registrationMail(
  event: EventRow,
  party: RegistrationRow,
  token: string,
  context: Context,
): Mail {
  const link = cancelLink(context.publicUrl, token);
  const title = oneLine(event.title);
  if (party.status === 'waiting') {
    return {
      to: party.email,
      subject: `Waiting list: ${title}`,
      text: [
        `Hello ${oneLine(party.name)},`,
        '',
        `${title} is full at the moment, so you are on the waiting list. If seats free up, they go to the waiting list in order, and we will e-mail you at once.`,
        '',
        ...details(event, party, context),
        '',
        `To leave the waiting list: ${link}`,
        '',
        context.companyName,
      ].join('\n'),
    };
  }
  return {
    to: party.email,
    subject: `You're registered: ${title}`,
    text: [
      `Hello ${oneLine(party.name)},`,
      '',
      `Thank you for registering. We look forward to seeing you.`,
      '',
      ...details(event, party, context),
      '',
      'The attached file adds the event to your calendar.',
      '',
      `Can't come after all? Cancel here, so your seats go to someone else: ${link}`,
      '',
      context.companyName,
    ].join('\n'),
    attachments: [icsAttachment(event, context.publicUrl)],
  };
}

/** Moved up from the waiting list (no new cancel link: the first e-mail's link still works). */
export function movedUpMail(event: EventRow, party: RegistrationRow, context: Context): Mail {
  const title = oneLine(event.title);
  return {
    to: party.email,
    subject: `A seat is yours: ${title}`,
    text: [
      `Hello ${oneLine(party.name)},`,
      '',
      `Good news: seats freed up, and you are now registered for ${title}.`,
      '',
      ...details(event, party, context),
      '',
      'The attached file adds the event to your calendar.',
      "Can't come after all? Use the cancel link in the e-mail we sent when you joined the waiting list.",
      '',
      context.companyName,
    ].join('\n'),
    attachments: [icsAttachment(event, context.publicUrl)],
  };
}

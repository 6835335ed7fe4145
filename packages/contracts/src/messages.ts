/** Messages: what visitors send through the contact form, read in the back office (Contact calls). */
import { z } from 'zod';
import {
  bool,
  id,
  optionalPatternText,
  optionalText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  requiredEmail,
  requiredText,
} from './common.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { messageRoutes } from './routes/messages.ts';

export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 100,
  phoneNumber: 50,
  message: 5000,
} as const;

export const CONTACT_SUCCESS_MESSAGE = 'Success! Your message has been received.';

const L = CONTACT_LIMITS;

/** Contact form and its send call. */
export const contactMessageSchema = z.object({
  firstName: requiredText('First Name', L.firstName),
  lastName: requiredText('Last Name', L.lastName),
  email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
  phoneNumber: optionalPatternText('Phone Number', L.phoneNumber, PHONE_PATTERN, PHONE_MESSAGE),
  message: requiredText('Message', L.message),
  /** Honeypot, hidden from people: bots fill it in, and the API drops messages where it is set. */
  website: optionalText('Website'),
});

const MAIL_STATUSES = ['sent', 'failed', 'logged'] as const;

/** A stored message, as `GET /Contact/GetAllMessages` answers it (the back office's Messages). */
export const contactMessage = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  /** How its e-mail to the company went; null when the company has no e-mail address. */
  mailStatus: z.enum(MAIL_STATUSES).nullable(),
  /** When it was received (ISO). */
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Which endpoint serves each of the standard calls; the API registers its handlers by it too. */
export const messageCalls = {
  list: 'Contact.GetAllMessages',
  remove: 'Contact.DeleteMessage',
} as const;

export const messageEndpoints = defineEndpoints('Messages', messageRoutes, {
  'Contact.SendEmail': {
    summary: 'Send a message to the company: stored, then e-mailed',
    access: 'public',
    body: contactMessageSchema,
    answer: messageAnswer,
  },
  ...resourceEndpoints(
    messageCalls,
    { noun: 'message', access: 'messages', answer: contactMessage, removeQuery: z.object({ id }) },
    { list: { summary: 'All messages, newest first' } },
  ),
  'Contact.MarkMessageRead': {
    summary: 'Mark a message read (or unread again with isRead=false)',
    access: 'messages',
    /** `isRead=false` marks a message unread again; absent means read. */
    query: z.object({ id, isRead: bool(true) }),
    answer: messageAnswer,
  },
});

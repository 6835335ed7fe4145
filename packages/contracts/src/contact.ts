/** The public contact form and the footer's newsletter sign-up: schemas, limits and messages. */
import { z } from 'zod';
import {
  optionalPatternText,
  optionalText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  requiredEmail,
  requiredText,
} from './common.ts';

export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 100,
  phoneNumber: 50,
  message: 5000,
  newsletterEmail: 250,
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
export type ContactMessageRequest = z.input<typeof contactMessageSchema>;

/** "Get the latest deals" sign-up in the public footer. */
export const newsletterSubscribeSchema = z.object({
  email: requiredEmail('Email', L.newsletterEmail, 'Email is required', 'Please enter valid email'),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/** How a message's e-mail to the company went; null when the company has no e-mail address. */
export type MailStatus = 'sent' | 'failed' | 'logged' | null;

/** A stored message, as `GET /Contact/GetAllMessages` answers it (the back office's Messages). */
export type ContactMessage = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  isRead: boolean;
  mailStatus: MailStatus;
  /** When it was received (ISO). */
  createdAt: string;
};

/** A newsletter sign-up, as the back office's Subscribers lists it. */
export type NewsletterSubscriber = { id: number; email: string; createdAt: string };

/** What visitors send from the public site: contact messages and newsletter sign-ups. */
import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, subscribeSchema } from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validMessage } from './fixtures.ts';

describe('contact message', () => {
  it('accepts a message, with optional phone and honeypot as null', () => {
    expect(contactMessageSchema.parse({ ...validMessage, phoneNumber: '', website: '' })).toEqual({
      ...validMessage,
      phoneNumber: null,
      website: null,
    });
    expect(CONTACT_SUCCESS_MESSAGE).toBe('Success! Your message has been received.');
  });

  it('gives the required and e-mail messages', () => {
    expectMessages(contactMessageSchema.safeParse({}), {
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expectMessages(
      contactMessageSchema.safeParse({ ...validMessage, email: 'x@', phoneNumber: '12345' }),
      {
        email: 'Please enter valid email',
        phoneNumber: 'Please enter a phone number like (999) 999-9999',
      },
    );
  });

  it('passes a filled honeypot on to the API', () => {
    expect(contactMessageSchema.parse({ ...validMessage, website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });
});

describe('newsletter sign-up', () => {
  it('needs a valid e-mail of at most 250 characters', () => {
    for (const [email, message] of [
      ['', 'Email is required'],
      ['nope', 'Please enter valid email'],
      [`${'a'.repeat(239)}@example.com`, 'Email must be at most 250 characters'],
    ]) {
      expect(messageFor(subscribeSchema.safeParse({ email }), 'email'), email).toBe(message);
    }
    expect(subscribeSchema.parse({ email: ' jane@example.com ' })).toEqual({
      email: 'jane@example.com',
    });
  });
});

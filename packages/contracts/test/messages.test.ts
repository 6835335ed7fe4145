import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from '../src/index.ts';
import { expectMessages } from './helpers.ts';
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

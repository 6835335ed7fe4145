import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from '../src/index.ts';
import { messageFor } from './helpers.ts';

const validMessage = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  message: 'Hello,\nI would like to join.',
};

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
    const result = contactMessageSchema.safeParse({});
    expect(messageFor(result, 'firstName')).toBe('First Name is required');
    expect(messageFor(result, 'lastName')).toBe('Last Name is required');
    expect(messageFor(result, 'email')).toBe('Email is required');
    expect(messageFor(result, 'message')).toBe('Message is required');
    expect(
      messageFor(contactMessageSchema.safeParse({ ...validMessage, email: 'x@' }), 'email'),
    ).toBe('Please enter valid email');
    expect(
      messageFor(
        contactMessageSchema.safeParse({ ...validMessage, phoneNumber: '12345' }),
        'phoneNumber',
      ),
    ).toBe('Please enter a phone number like (999) 999-9999');
  });

  it('pins the limits', () => {
    expect(CONTACT_LIMITS).toMatchObject({
      firstName: 100,
      lastName: 100,
      email: 100,
      phoneNumber: 50,
      message: 5000,
    });
    const at = (field: string, value: string) =>
      contactMessageSchema.safeParse({ ...validMessage, [field]: value });
    expect(at('firstName', 'f'.repeat(100)).success).toBe(true);
    expect(messageFor(at('firstName', 'f'.repeat(101)), 'firstName')).toBe(
      'First Name must be at most 100 characters',
    );
    expect(messageFor(at('lastName', 'l'.repeat(101)), 'lastName')).toBe(
      'Last Name must be at most 100 characters',
    );
    expect(messageFor(at('email', `${'e'.repeat(89)}@example.com`), 'email')).toBe(
      'Email must be at most 100 characters',
    );
    expect(at('message', 'm'.repeat(5000)).success).toBe(true);
    expect(messageFor(at('message', 'm'.repeat(5001)), 'message')).toBe(
      'Message must be at most 5000 characters',
    );
  });

  it('passes a filled honeypot on to the API', () => {
    expect(contactMessageSchema.parse({ ...validMessage, website: 'http://spam' }).website).toBe(
      'http://spam',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { subscribeSchema } from '../src/index.ts';
import { messageFor } from './helpers.ts';

describe('newsletter sign-up', () => {
  it('needs a valid e-mail of at most 250 characters', () => {
    expect(messageFor(subscribeSchema.safeParse({ email: '' }), 'email')).toBe('Email is required');
    expect(messageFor(subscribeSchema.safeParse({ email: 'nope' }), 'email')).toBe(
      'Please enter valid email',
    );
    expect(
      messageFor(subscribeSchema.safeParse({ email: `${'a'.repeat(239)}@example.com` }), 'email'),
    ).toBe('Email must be at most 250 characters');
    expect(subscribeSchema.parse({ email: ' jane@example.com ' })).toEqual({
      email: 'jane@example.com',
    });
  });
});

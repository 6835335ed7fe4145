import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  editUserSchema,
  loginSchema,
  newUserSchema,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validUser } from './fixtures.ts';

describe('login', () => {
  it('requires a username and a password with the spec messages', () => {
    expectMessages(loginSchema.safeParse({ email: '', password: '' }), {
      email: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('new user', () => {
  it('accepts a valid user and defaults to active, not admin', () => {
    const parsed = newUserSchema.parse(validUser);
    expect(parsed.isActive).toBe(true);
    expect(parsed.isAdmin).toBe(false);
  });

  it('gives the spec messages', () => {
    const result = newUserSchema.safeParse({
      ...validUser,
      fullName: '',
      email: 'nope',
      password: 'short',
      confirmPassword: 'short',
    });
    expectMessages(result, {
      fullName: 'Full Name is required',
      email: 'Please enter valid email',
      password: 'Minimum password length must be at least 8 characters',
    });
    const cases: [Partial<typeof validUser>, string, string][] = [
      [{ email: '' }, 'email', 'Email is required'],
      [{ username: '' }, 'username', 'Username is required'],
      [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
      [{ confirmPassword: 'different-one' }, 'confirmPassword', 'Passwords do not match'],
      [{ phone: '5551234567' }, 'phone', 'Please enter a phone number like (999) 999-9999'],
    ];
    for (const [change, field, message] of cases) {
      expect(messageFor(newUserSchema.safeParse({ ...validUser, ...change }), field)).toBe(message);
    }
  });

  it('pins the limits', () => {
    expect(newUserSchema.safeParse({ ...validUser, fullName: 'f'.repeat(251) }).success).toBe(
      false,
    );
    const longPassword = 'p'.repeat(101);
    expect(
      newUserSchema.safeParse({
        ...validUser,
        password: longPassword,
        confirmPassword: longPassword,
      }).success,
    ).toBe(false);
  });

  it('reads multipart texts: "" is null, "true"/"false" are booleans', () => {
    const parsed = newUserSchema.parse({
      ...validUser,
      phone: '',
      isActive: 'false',
      isAdmin: 'true',
    });
    expect(parsed).toMatchObject({ phone: null, isActive: false, isAdmin: true });
  });
});

describe('edit user', () => {
  it('gives the edit messages', () => {
    const emailMessage = (email: string) =>
      messageFor(editUserSchema.safeParse({ id: 1, fullName: 'A', email }), 'email');
    expect(emailMessage('')).toBe('Email Address is required');
    expect(emailMessage('x')).toBe('Please enter valid email address');
  });
});

describe('change password', () => {
  it('gives the change-password messages', () => {
    const attempt = (oldPassword: string, password: string, confirmPassword: string) =>
      changePasswordFormSchema.safeParse({ oldPassword, password, confirmPassword });
    expectMessages(attempt('', '', ''), {
      oldPassword: 'Old password is required',
      password: 'New password is required',
      confirmPassword: 'Re-enter your new password',
    });
    expectMessages(attempt('abc', 'abc', 'abc'), {
      oldPassword: 'Minimum length of Password is 8',
    });
    expectMessages(attempt('old-password', 'new-password', 'other-password'), {
      confirmPassword: 'Passwords must match',
    });
  });
});

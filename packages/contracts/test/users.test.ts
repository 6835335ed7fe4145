import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  editUserSchema,
  loginSchema,
  newUserSchema,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';

const validUser = {
  username: 'jane',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  password: 'secret-password',
  confirmPassword: 'secret-password',
};

describe('login', () => {
  it('requires a username and a password with the spec messages', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(messageFor(result, 'email')).toBe('Username is required');
    expect(messageFor(result, 'password')).toBe('Password is required');
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
    expect(messageFor(result, 'fullName')).toBe('Full Name is required');
    expect(messageFor(result, 'email')).toBe('Please enter valid email');
    expect(messageFor(result, 'password')).toBe(
      'Minimum password length must be at least 8 characters',
    );
    expect(messageFor(newUserSchema.safeParse({ ...validUser, email: '' }), 'email')).toBe(
      'Email is required',
    );
    expect(messageFor(newUserSchema.safeParse({ ...validUser, username: '' }), 'username')).toBe(
      'Username is required',
    );
    expect(
      messageFor(newUserSchema.safeParse({ ...validUser, confirmPassword: '' }), 'confirmPassword'),
    ).toBe('Please confirm your new password');
    expect(
      messageFor(
        newUserSchema.safeParse({ ...validUser, confirmPassword: 'different-one' }),
        'confirmPassword',
      ),
    ).toBe('Passwords do not match');
  });

  it('pins the limits', () => {
    expect(newUserSchema.safeParse({ ...validUser, username: 'u'.repeat(100) }).success).toBe(true);
    expect(
      messageFor(newUserSchema.safeParse({ ...validUser, username: 'u'.repeat(101) }), 'username'),
    ).toBe('Username must be at most 100 characters');
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
    expect(
      messageFor(newUserSchema.safeParse({ ...validUser, phone: '5551234567' }), 'phone'),
    ).toBe('Please enter a phone number like (999) 999-9999');
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
    expect(messageFor(editUserSchema.safeParse({ id: 1, fullName: 'A', email: '' }), 'email')).toBe(
      'Email Address is required',
    );
    expect(
      messageFor(editUserSchema.safeParse({ id: 1, fullName: 'A', email: 'x' }), 'email'),
    ).toBe('Please enter valid email address');
  });
});

describe('change password', () => {
  it('gives the change-password messages', () => {
    const empty = changePasswordFormSchema.safeParse({
      oldPassword: '',
      password: '',
      confirmPassword: '',
    });
    expect(messageFor(empty, 'oldPassword')).toBe('Old password is required');
    expect(messageFor(empty, 'password')).toBe('New password is required');
    expect(messageFor(empty, 'confirmPassword')).toBe('Re-enter your new password');
    const short = changePasswordFormSchema.safeParse({
      oldPassword: 'abc',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(messageFor(short, 'oldPassword')).toBe('Minimum length of Password is 8');
    const mismatch = changePasswordFormSchema.safeParse({
      oldPassword: 'old-password',
      password: 'new-password',
      confirmPassword: 'other-password',
    });
    expect(messageFor(mismatch, 'confirmPassword')).toBe('Passwords must match');
  });
});

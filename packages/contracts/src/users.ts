/** Sign-in, users and passwords: the schemas, limits and messages of API and forms. */
import { z } from 'zod';
import {
  bool,
  id,
  maxLengthMessage,
  optionalPatternText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  requiredEmail,
  requiredText,
} from './common.ts';

const USER_LIMITS = {
  username: 100,
  fullName: 250,
  email: 250,
  phone: 20,
  passwordMin: 8,
  passwordMax: 100,
} as const;

const L = USER_LIMITS;
const phone = optionalPatternText('Phone', L.phone, PHONE_PATTERN, PHONE_MESSAGE);

/** `POST /Users/Authenticate`: the field named `email` carries the username (wire name kept). */
export const loginSchema = z.object({
  email: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.input<typeof loginSchema>;

function newPassword(required: string, min: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(L.passwordMin, min)
    .max(L.passwordMax, maxLengthMessage('Password', L.passwordMax));
}

/** The password rules of a new account (the server also holds ADMIN_PASSWORD to them). */
export const accountPasswordSchema = newPassword(
  'Password is required',
  'Minimum password length must be at least 8 characters',
);

/** New user dialog and `POST /Users/Register`. */
export const newUserSchema = z
  .object({
    username: requiredText('Username', L.username),
    fullName: requiredText('Full Name', L.fullName),
    email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
    phone,
    password: accountPasswordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password'),
    isActive: bool(true),
    isAdmin: bool(false),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type NewUserRequest = z.input<typeof newUserSchema>;

/** Edit user dialog and `PUT /Users/UpdateUser`; the username is read-only. */
export const editUserSchema = z.object({
  id,
  fullName: requiredText('Full Name', L.fullName),
  email: requiredEmail(
    'Email',
    L.email,
    'Email Address is required',
    'Please enter valid email address',
  ),
  phone,
  isActive: bool(true),
  isAdmin: bool(false),
  /** Needed when you change your own e-mail address (a stolen session must not take the account). */
  currentPassword: z
    .string()
    .max(L.passwordMax, maxLengthMessage('Password', L.passwordMax))
    .optional(),
});
export type EditUserRequest = z.input<typeof editUserSchema>;

const oldPassword = z
  .string({ error: 'Old password is required' })
  .min(1, 'Old password is required')
  .min(L.passwordMin, 'Minimum length of Password is 8')
  .max(L.passwordMax, maxLengthMessage('Password', L.passwordMax));
const changedPassword = newPassword('New password is required', 'Minimum length of Password is 8');

/** `PUT /Users/ChangeUserPassword`: passwords travel in the JSON body, never in the URL. */
export const changePasswordRequestSchema = z.object({
  oldPassword,
  password: changedPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The Reset User Password dialog: the request plus the re-typed password. */
export const changePasswordFormSchema = z
  .object({
    oldPassword,
    password: changedPassword,
    confirmPassword: z
      .string({ error: 'Re-enter your new password' })
      .min(1, 'Re-enter your new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });

/** Recover Account sub-view of the login screen and `POST /Users/RecoverAccount`. */
export const recoverAccountSchema = z.object({
  email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
});
export type RecoverAccountRequest = z.input<typeof recoverAccountSchema>;
export const RECOVER_ACCOUNT_MESSAGE =
  'If an active account uses that e-mail address, we have sent it a link to reset the password.';

/** `/reset-password` screen and `POST /Users/ResetPassword`. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'The reset link is invalid' }).min(1, 'The reset link is invalid'),
    password: newPassword(
      'New password is required',
      'Minimum password length must be at least 8 characters',
    ),
    confirmPassword: z
      .string({ error: 'Re-enter your new password' })
      .min(1, 'Re-enter your new password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, 'Refresh token is required'),
});

/** A user as the API returns it (never with a password or hash). */
export type User = {
  id: number;
  username: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isActive: boolean;
  isAdmin: boolean;
};

/**
 * `POST /Users/Authenticate` answer: the user's fields plus both tokens. `mustChangePassword`: the
 * password was generated at first start; the user must choose their own before anything else.
 */
export type AuthenticateResponse = User & {
  token: string;
  refreshToken: string;
  mustChangePassword: boolean;
};

/** `POST /Users/refreshToken` answer. */
export type RefreshTokenResponse = {
  success: boolean;
  message: string;
  user: AuthenticateResponse;
};

/** Claims of the access token; `IsAdmin` is the text "True" or "False", not a boolean. */
export type AccessTokenClaims = {
  sub: string;
  username: string;
  IsAdmin: 'True' | 'False';
  /** The session the token belongs to: it works only while that session has not ended. */
  sid: number;
  exp: number;
  iat: number;
};

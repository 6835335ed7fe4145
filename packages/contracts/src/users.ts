/** Sign-in, users and passwords: the schemas, limits and messages of API and forms. */
import { z } from 'zod';
import {
  bool,
  id,
  keptText,
  maxLengthMessage,
  optionalPatternText,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  requiredEmail,
  requiredText,
} from './common.ts';
import { createdAnswer, defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { ROLE_MESSAGE, ROLES } from './permissions.ts';
import { userRoutes } from './routes/users.ts';

const roleSchema = z.enum(ROLES, { error: ROLE_MESSAGE });

const USER_LIMITS = {
  username: 100,
  fullName: 250,
  email: 250,
  phone: 20,
  passwordMin: 8,
  passwordMax: 100,
  bio: 400,
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

type Confirmed = { password: string; confirmPassword: string };

/**
 * A form that asks for the new password twice: `confirmPassword` is required and must match
 * `password` (the new user dialog words its two messages its own way).
 */
function withConfirmation<Shape extends { password: z.ZodType<string> } & z.ZodRawShape>(
  shape: Shape,
  { required = 'Re-enter your new password', mismatch = 'Passwords must match' } = {},
) {
  return (
    z
      .object({ ...shape, confirmPassword: z.string({ error: required }).min(1, required) })
      // The shape is a parameter here: its output is known to have both fields, not typed so.
      .refine((v) => (v as Confirmed).password === (v as Confirmed).confirmPassword, {
        message: mismatch,
        path: ['confirmPassword'],
      })
  );
}

/** The password rules of a new account (the server also holds ADMIN_PASSWORD to them). */
export const accountPasswordSchema = newPassword(
  'Password is required',
  'Minimum password length must be at least 8 characters',
);

/** New user dialog and `POST /Users/Register`. */
export const newUserSchema = withConfirmation(
  {
    username: requiredText('Username', L.username),
    fullName: requiredText('Full Name', L.fullName),
    email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
    phone,
    password: accountPasswordSchema,
    isActive: bool(true),
    isAdmin: bool(false),
    /** Without it, isAdmin decides: administrator, else editor (the spec's clients send no role). */
    role: roleSchema.optional(),
  },
  { required: 'Please confirm your new password', mismatch: 'Passwords do not match' },
);
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
  /** Without it, isAdmin decides whether the user is an administrator; other roles stay. */
  role: roleSchema.optional(),
  /**
   * A few lines about them, shown with their blog posts (decision 131). Absent keeps what they
   * had (the spec's clients send none); "" clears it.
   */
  bio: keptText('Bio', L.bio),
  /** Removes their photo (a `photo` file sent with the form replaces it instead). */
  removePhoto: bool(false),
  /** Needed when you change your own e-mail address (a stolen session must not take the account). */
  currentPassword: z
    .string()
    .max(L.passwordMax, maxLengthMessage('Password', L.passwordMax))
    .optional(),
});

const oldPassword = z
  .string({ error: 'Old password is required' })
  .min(1, 'Old password is required')
  .min(L.passwordMin, 'Minimum length of Password is 8')
  .max(L.passwordMax, maxLengthMessage('Password', L.passwordMax));
const changedPassword = newPassword('New password is required', 'Minimum length of Password is 8');

/** `PUT /Users/ChangeUserPassword`: passwords travel in the JSON body, never in the URL. */
const changePasswordRequestSchema = z.object({
  oldPassword,
  password: changedPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The Reset User Password dialog: the request plus the re-typed password. */
export const changePasswordFormSchema = withConfirmation({
  oldPassword,
  password: changedPassword,
});

/** Recover Account sub-view of the login screen and `POST /Users/RecoverAccount`. */
export const recoverAccountSchema = z.object({
  email: requiredEmail('Email', L.email, 'Email is required', 'Please enter valid email'),
});
export type RecoverAccountRequest = z.input<typeof recoverAccountSchema>;
export const RECOVER_ACCOUNT_MESSAGE =
  'If an active account uses that e-mail address, we have sent it a link to reset the password.';

/** `/reset-password` screen and `POST /Users/ResetPassword`. */
export const resetPasswordSchema = withConfirmation({
  token: z.string({ error: 'The reset link is invalid' }).min(1, 'The reset link is invalid'),
  password: newPassword(
    'New password is required',
    'Minimum password length must be at least 8 characters',
  ),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** `POST /Users/SendResetLink`: an administrator e-mails a colleague a reset link. */
const sendResetLinkSchema = z.object({ id });

/**
 * The Set Temporary Password dialog and `POST /Users/SetTemporaryPassword`: the rules of a new
 * account's password. The colleague chooses their own at their next sign-in.
 */
export const temporaryPasswordSchema = z.object({ id, password: accountPasswordSchema });
export type TemporaryPasswordRequest = z.input<typeof temporaryPasswordSchema>;

export const REFRESH_TOKEN_REQUIRED_MESSAGE = 'Refresh token is required';

/**
 * `POST /Users/refreshToken` and `/Users/Logout`: API clients send the refresh token here; the
 * back office sends no body (its token is in the cookie), so the field is optional to the schema.
 */
const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: REFRESH_TOKEN_REQUIRED_MESSAGE })
    .min(1, REFRESH_TOKEN_REQUIRED_MESSAGE)
    .optional(),
});

/** A user as the API returns it (never with a password or hash). */
const user = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  /** True exactly for administrators (the spec's clients read this). */
  isAdmin: z.boolean(),
  role: roleSchema,
  bio: z.string().nullable(),
  /** Their photo's attachment path. */
  photo: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/**
 * `POST /Users/Authenticate` answer: the user's fields plus both tokens. `mustChangePassword`: the
 * password is a temporary one (generated at first start, or set by an administrator); the user
 * must choose their own before anything else.
 */
const authenticateResponse = user.extend({
  token: z.string(),
  refreshToken: z.string(),
  mustChangePassword: z.boolean(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

/** `POST /Users/refreshToken` answer. */
const refreshTokenResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: authenticateResponse,
});

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

export const userEndpoints = defineEndpoints('Users', userRoutes, {
  'Users.Authenticate': {
    summary: 'Sign in (the field `email` carries the username)',
    access: 'public',
    body: loginSchema,
    answer: authenticateResponse,
  },
  'Users.refreshToken': {
    summary: 'Exchange a refresh token for a new pair',
    access: 'public',
    body: refreshTokenSchema,
    answer: refreshTokenResponse,
  },
  'Users.Logout': {
    summary: 'End a session: its access and refresh tokens stop working',
    access: 'public',
    body: refreshTokenSchema,
    answer: messageAnswer,
  },
  'Users.Register': {
    summary: 'Create a user (`role`; without it `isAdmin` makes an administrator or an editor)',
    access: 'users',
    body: newUserSchema,
    answer: createdAnswer,
  },
  'Users.GetAllUsers': {
    summary: 'All users (someone who does not manage users gets only themselves)',
    access: 'ownAccount',
    answer: z.array(user),
  },
  'Users.GetUser': {
    summary: 'One user (administrators, or yourself)',
    access: 'ownAccount',
    query: z.object({ id }),
    answer: user,
  },
  'Users.UpdateUser': {
    summary:
      'Change a user (administrators, or yourself; only administrators change roles); multipart with an optional `photo` file, or JSON',
    access: 'ownAccount',
    body: { form: editUserSchema, files: ['photo'] },
    answer: messageAnswer,
  },
  'Users.ChangeUserPassword': {
    summary: 'Change your own password; the passwords travel in the JSON body',
    access: 'ownAccount',
    body: changePasswordRequestSchema,
    answer: messageAnswer,
  },
  'Users.RecoverAccount': {
    summary: 'E-mail a password reset link (always the same answer)',
    access: 'public',
    body: recoverAccountSchema,
    answer: messageAnswer,
  },
  'Users.ResetPassword': {
    summary: 'Choose a new password with an e-mailed reset token',
    access: 'public',
    body: resetPasswordSchema,
    answer: messageAnswer,
  },
  'Users.SendResetLink': {
    summary: 'E-mail a colleague a password reset link (404 unknown, 409 inactive)',
    access: 'users',
    body: sendResetLinkSchema,
    answer: messageAnswer,
  },
  'Users.SetTemporaryPassword': {
    summary:
      'Give a colleague a temporary password: their sessions end, and they choose their own at the next sign-in',
    access: 'users',
    body: temporaryPasswordSchema,
    answer: messageAnswer,
  },
});

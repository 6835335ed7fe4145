/** Users, sign-in and passwords: the Users.* calls. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  editUserSchema,
  ChangePasswordRequest,
  LoginRequest,
  NewUserRequest,
  RecoverAccountRequest,
  ResetPasswordRequest,
  TemporaryPasswordRequest,
} from '@chamber/contracts';
import { authenticate, call } from './client.ts';
import { resource } from './resource.ts';

const users = resource('users');

export const useUsers = users.list(() => call('Users.GetAllUsers'));

/** Loads one user afresh (the View action). */
export const useFetchUser = users.fetchOne((id) => call('Users.GetUser', { query: { id } }));

/** Signs in; pass the answer to startSession. */
export function useAuthenticate() {
  return useMutation({ mutationFn: (body: LoginRequest) => authenticate(body) });
}

export function useRecoverAccount() {
  return useMutation({
    mutationFn: (body: RecoverAccountRequest) => call('Users.RecoverAccount', { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => call('Users.ResetPassword', { body }),
  });
}

/** Passwords travel in the JSON body, never in the URL. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call('Users.ChangeUserPassword', { body }),
  });
}

export const useRegisterUser = users.mutation((body: NewUserRequest) =>
  call('Users.Register', { body }),
);

/**
 * A new photo travels as multipart, with the other fields beside it; so does a photo chosen from
 * the media library (its mediaId).
 */
export const useUpdateUser = users.mutation(
  ({
    photo,
    mediaId,
    ...body
  }: z.output<typeof editUserSchema> & { photo?: File | null; mediaId?: number }) =>
    photo || mediaId
      ? call('Users.UpdateUser', {
          form: { ...body, photo: photo ?? null, ...(mediaId ? { mediaId } : {}) },
        })
      : call('Users.UpdateUser', { body }),
);

/** E-mails a colleague a password reset link (administrators). */
export function useSendResetLink() {
  return useMutation({
    mutationFn: (id: number) => call('Users.SendResetLink', { body: { id } }),
  });
}

/** Gives a colleague a temporary password they replace at their next sign-in (administrators). */
export function useSetTemporaryPassword() {
  return useMutation({
    mutationFn: (body: TemporaryPasswordRequest) => call('Users.SetTemporaryPassword', { body }),
  });
}

/** Users, sign-in and passwords: the Users.* calls. */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  EditUserRequest,
  LoginRequest,
  NewUserRequest,
  RecoverAccountRequest,
  ResetPasswordRequest,
} from '@chamber/contracts';
import { authenticate, call } from './client.ts';

const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: () => call('Users.GetAllUsers'),
  });
}

/** Loads one user afresh (the View action); failures toast through the query cache. */
export function useFetchUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: userKeys.detail(id),
        queryFn: () => call('Users.GetUser', { query: { id } }),
        staleTime: 0,
      }),
    [queryClient],
  );
}

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

function useUserSave<Body, Answer>(save: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useRegisterUser = () =>
  useUserSave((body: NewUserRequest) => call('Users.Register', { body }));

export const useUpdateUser = () =>
  useUserSave((body: EditUserRequest) => call('Users.UpdateUser', { body }));

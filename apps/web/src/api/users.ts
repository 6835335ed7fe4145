/** Users, sign-in and passwords: the /Users/* calls. */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordRequest,
  CreatedResponse,
  EditUserRequest,
  LoginRequest,
  MessageResponse,
  NewUserRequest,
  RecoverAccountRequest,
  ResetPasswordRequest,
  User,
} from '@chamber/contracts';
import { api, authenticate } from './client.ts';

const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

const getUser = (id: number) => api.get<User>('/Users/GetUser', { id });

export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: () => api.get<User[]>('/Users/GetAllUsers'),
  });
}

/** Loads one user afresh (the View action); failures toast through the query cache. */
export function useFetchUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: userKeys.detail(id),
        queryFn: () => getUser(id),
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
    mutationFn: (body: RecoverAccountRequest) =>
      api.post<MessageResponse>('/Users/RecoverAccount', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post<MessageResponse>('/Users/ResetPassword', body),
  });
}

/** Passwords travel in the JSON body, never in the URL. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api.put<MessageResponse>('/Users/ChangeUserPassword', body),
  });
}

function useUserSave<Body>(save: (body: Body) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useRegisterUser = () =>
  useUserSave((body: NewUserRequest) => api.post<CreatedResponse>('/Users/Register', body));

export const useUpdateUser = () =>
  useUserSave((body: EditUserRequest) => api.put<MessageResponse>('/Users/UpdateUser', body));

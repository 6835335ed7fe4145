/**
 * How a resource's calls become React Query hooks, said once: one family of query keys under the
 * resource's name, its list, one record read afresh, and mutations that reload the resource and
 * every other query that shows it. A domain file names its calls and exports the hooks.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, EndpointName, FormOf } from '@chamber/contracts';
import { call } from './client.ts';

/** A resource's query keys below `all`; invalidating `all` reloads every one of them. */
export function resourceKeys<const Root extends readonly unknown[]>(all: Root) {
  return {
    all,
    list: () => [...all, 'list'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/** A mutation whose success reloads every query under the `reloads` keys (and waits for them). */
export function useInvalidatingMutation<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  reloads: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(reloads.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The call `name` with the mutation's input as its JSON body. */
export const sendBody =
  <N extends EndpointName>(name: N) =>
  (body: BodyOf<N>) =>
    call(name, { body });

/**
 * The multipart call `name` with the form's values and the image beside them (null: none, and an
 * update keeps the stored one), or a media library image by `mediaId` instead; an update also
 * names its record (Edited).
 */
export const sendForm =
  <N extends EndpointName>(name: N) =>
  ({
    values,
    image,
    mediaId,
    ...edited
  }: { values: FormOf<N>; image: File | null; mediaId?: number } & Partial<Edited>) =>
    call(name, { form: { ...values, ...edited, image, ...(mediaId ? { mediaId } : {}) } });

/**
 * What names the record an update saves: its id, and the version the editor opened (undefined:
 * the save wins whatever was saved since; see components/ResourceEditor.tsx).
 */
export type Edited = { id: number; version?: number };

type ResourceOptions = {
  /** Other queries that show this resource's data (the site info, lists that name it). */
  alsoInvalidate?: readonly QueryKey[];
};

/** The hooks of the resource `name`: each builder takes the call and gives back the hook. */
export function resource<const Name extends string>(
  name: Name,
  { alsoInvalidate = [] }: ResourceOptions = {},
) {
  const keys = resourceKeys([name]);
  const reloads = [keys.all, ...alsoInvalidate];
  return {
    keys,
    /** What every change reloads: the resource and `alsoInvalidate`. */
    reloads,

    list: <T>(fetch: () => Promise<T>) =>
      function useList() {
        return useQuery({ queryKey: keys.list(), queryFn: fetch });
      },

    /** One record as an edit screen needs it: what is stored now, never a cached copy. */
    one: <T>(fetch: (id: number) => Promise<T>) =>
      function useOne(id: number) {
        return useQuery({ queryKey: keys.detail(id), queryFn: () => fetch(id), staleTime: 0 });
      },

    /** A callback that loads one record afresh (a View action); failures toast through the cache. */
    fetchOne: <T>(fetch: (id: number) => Promise<T>) =>
      function useFetchOne() {
        const queryClient = useQueryClient();
        return useCallback(
          (id: number) =>
            queryClient.fetchQuery({
              queryKey: keys.detail(id),
              queryFn: () => fetch(id),
              staleTime: 0,
            }),
          [queryClient],
        );
      },

    mutation: <Input, Answer>(send: (input: Input) => Promise<Answer>) =>
      function useResourceMutation() {
        return useInvalidatingMutation(send, reloads);
      },
  };
}

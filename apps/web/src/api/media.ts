/**
 * The media library (/Media/*): every image and document staff uploaded, with its alt text,
 * caption and focal point, and where it is used. Uploads go through XMLHttpRequest rather than
 * `call`, as only it reports upload progress (a 12 MB phone photo on a slow line takes a while).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type AnswerOf } from '@chamber/contracts';
import { getSession } from '../auth/session.ts';
import { ApiError, call } from './client.ts';
import { resource, sendBody } from './resource.ts';

export type MediaItem = AnswerOf<'Media.GetAll'>['items'][number];
export type MediaDetails = AnswerOf<'Media.Get'>;
export type MediaUse = MediaDetails['uses'][number];

/** The library's filters: all, images, documents, or images without a description. */
export type MediaFilter = 'all' | 'image' | 'document' | 'missingAlt';
type MediaQuery = { q: string; filter: MediaFilter; page: number; pageSize: number };

const media = resource('media');

const queryOf = ({ q, filter, page, pageSize }: MediaQuery) => ({
  q: q.trim(),
  kind: filter === 'image' || filter === 'document' ? filter : undefined,
  missingAlt: filter === 'missingAlt' ? true : undefined,
  page,
  pageSize,
});

/** One page of the library; the previous page stays on screen while the next one loads. */
export function useMediaList(query: MediaQuery) {
  return useQuery({
    queryKey: [...media.keys.list(), query],
    queryFn: () => call('Media.GetAll', { query: queryOf(query) }),
    placeholderData: keepPreviousData,
  });
}

/** How many images still need a description (the library's reminder). */
export function useMissingAltCount() {
  return useQuery({
    queryKey: [...media.keys.all, 'missingAlt'],
    queryFn: () =>
      call('Media.GetAll', { query: { q: '', missingAlt: true, page: 1, pageSize: 1 } }),
    select: (answer) => answer.total,
  });
}

/** One item with where it is used; null: nothing open. */
export function useMediaItem(id: number | null) {
  return useQuery({
    queryKey: media.keys.detail(id ?? 0),
    queryFn: () => call('Media.Get', { query: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export const useUpdateMedia = media.mutation(sendBody('Media.Update'));

export const useReplaceMedia = media.mutation(
  ({ id, version, file }: { id: number; version: number; file: File }) =>
    call('Media.Replace', { form: { id, version, file } }),
);

export const useDeleteMedia = media.mutation((id: number) =>
  call('Media.Delete', { query: { id } }),
);

/** What every change reloads (an upload outside a mutation hook reloads the same). */
export const mediaReloads = media.reloads;

type UploadOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  alt?: string;
  decorative?: boolean;
};

/** The upload's answer: the new item, or an ApiError with the server's message. */
function sendUpload(file: File, token: string | undefined, options: UploadOptions) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routes['Media.Upload'].path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    if (options.alt) form.append('alt', options.alt);
    if (options.decorative) form.append('decorative', 'true');
    xhr.send(form);
  });
}

/** Uploads one file to the library, reporting progress; cancelled through `signal`. */
export async function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaItem> {
  let answer = await sendUpload(file, getSession()?.authToken, options);
  if (answer.status === 401) {
    // The access token ran out: any call through the client renews it, then the upload is
    // sent once more.
    await call('Media.GetAll', { query: { q: '', page: 1, pageSize: 1 } });
    answer = await sendUpload(file, getSession()?.authToken, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as MediaItem;
  const body = (answer.body ?? {}) as { message?: string; errors?: Record<string, string> };
  throw new ApiError(
    answer.status,
    body.errors?.file ?? body.message ?? 'The file could not be uploaded.',
    body.errors ?? {},
  );
}

/** "2.4 MB", "640 KB": a file's size as staff read it. */
export function fileSize(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

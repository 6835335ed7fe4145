/**
 * Drop many files (or pick them from a phone's photos): each uploads on its own, with a progress
 * bar and a Cancel, one after another so a phone on a slow line is not asked for all at once.
 */
import { useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { IconCloudUpload, IconFile, IconPhoto } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@chamber/contracts';
import { errorMessage } from '../api/client.ts';
import { mediaReloads, uploadMedia, type MediaItem } from '../api/media.ts';

/** What the library takes: images (HEIC straight from a phone too) and PDF documents. */
export const LIBRARY_FILES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'application/pdf': ['.pdf'],
};
const ONLY = {
  image: Object.fromEntries(
    Object.entries(LIBRARY_FILES).filter(([type]) => type.startsWith('image/')),
  ),
  document: { 'application/pdf': ['.pdf'] },
};
const WHAT = { image: 'photos', document: 'PDF documents' };
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

type Upload = {
  key: number;
  name: string;
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed' | 'cancelled';
  message?: string;
  controller: AbortController;
};

const STATE_TEXT: Record<Upload['state'], string> = {
  waiting: 'Waiting…',
  sending: 'Uploading…',
  done: 'Added to the library',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
};

export function MediaUploader({
  only,
  onUploaded,
}: {
  /** Only one kind (a picker for an image, or for a document). */
  only?: 'image' | 'document';
  onUploaded?: (item: MediaItem) => void;
}) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const nextKey = useRef(0);
  // One at a time: the queue is a chain of promises.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((all) =>
      all.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );

  const send = async (file: File, upload: Upload) => {
    if (upload.controller.signal.aborted) return;
    change(upload.key, { state: 'sending' });
    try {
      const item = await uploadMedia(file, {
        signal: upload.controller.signal,
        onProgress: (progress) => change(upload.key, { progress }),
      });
      change(upload.key, { state: 'done', progress: 1 });
      await Promise.all(
        mediaReloads.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onUploaded?.(item);
    } catch (error) {
      if (upload.controller.signal.aborted) change(upload.key, { state: 'cancelled' });
      else change(upload.key, { state: 'failed', message: errorMessage(error) });
    }
  };

  const add = (files: File[]) => {
    setRejected([]);
    const added = files.map((file) => {
      const upload: Upload = {
        key: nextKey.current++,
        name: file.name,
        progress: 0,
        state: 'waiting',
        controller: new AbortController(),
      };
      queue.current = queue.current.then(() => send(file, upload));
      return upload;
    });
    setUploads((all) => [...added, ...all.filter((upload) => upload.state !== 'done')]);
  };

  const reject = (rejections: FileRejection[]) =>
    setRejected(
      rejections.map(({ file, errors }) =>
        errors[0]?.code === 'file-too-large'
          ? `${file.name}: ${UPLOAD_TOO_LARGE_MESSAGE}`
          : `${file.name}: this kind of file cannot go in the library.`,
      ),
    );

  const cancel = (upload: Upload) => {
    upload.controller.abort();
    change(upload.key, { state: 'cancelled' });
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={add}
        onReject={reject}
        accept={only ? ONLY[only] : LIBRARY_FILES}
        maxSize={MAX_UPLOAD_BYTES}
        multiple
        aria-label={only === 'image' ? 'Upload images' : 'Upload files'}
      >
        <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconCloudUpload size={32} />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <IconPhoto size={32} />
          </Dropzone.Idle>
          <div>
            <Text fw={500}>
              Drop {only ? WHAT[only] : 'photos or PDF documents'} here, or click to choose
            </Text>
            <Text size="xs" c="dimmed">
              Several at once is fine.
              {only === 'document' ? '' : ' Photos straight from a phone (HEIC too).'} Up to{' '}
              {MAX_MB} MB each.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected.map((line) => (
        <Text key={line} size="sm" c="red" role="alert">
          {line}
        </Text>
      ))}
      {uploads.length > 0 && (
        <Stack gap={6} aria-label="Uploads" role="list">
          {uploads.map((upload) => (
            <Group key={upload.key} gap="sm" wrap="nowrap" role="listitem" aria-label={upload.name}>
              <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {upload.name}
                  </Text>
                  <Text
                    size="xs"
                    c={upload.state === 'failed' ? 'red' : 'dimmed'}
                    style={{ flexShrink: 0 }}
                  >
                    {upload.state === 'sending'
                      ? `${Math.round(upload.progress * 100)}%`
                      : STATE_TEXT[upload.state]}
                  </Text>
                </Group>
                <Progress
                  value={upload.progress * 100}
                  color={
                    upload.state === 'failed' ? 'red' : upload.state === 'done' ? 'teal' : undefined
                  }
                  aria-label={`Upload of ${upload.name}`}
                  size="sm"
                />
                {upload.message && (
                  <Text size="xs" c="red" role="alert">
                    {upload.message}
                  </Text>
                )}
              </Stack>
              {(upload.state === 'waiting' || upload.state === 'sending') && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Cancel ${upload.name}`}
                  onClick={() => cancel(upload)}
                >
                  Cancel
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Picks one image with a preview: the newly chosen file, else the stored one. Removing a stored
 * image is the screen's business (it usually asks first and calls the API), so it is a callback.
 * Photos straight from a phone are welcome (decision 112): up to 30 MB, HEIC included; most
 * browsers cannot show HEIC, so a chosen one is named with "Preview after saving" instead.
 * With `onChooseFromLibrary` it also offers the media library: the form then sends the chosen
 * image's `mediaId` instead of a file (docs/decisions/142-media-library-screens.md).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQuery } from '@tanstack/react-query';
import { IconLibraryPhoto, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  attachmentPath,
} from '@chamber/contracts';
import { ApiError } from '../api/client.ts';
import type { MediaItem } from '../api/media.ts';
import type { Edited } from '../api/resource.ts';
import { MediaPicker } from './MediaPicker.tsx';

export type ImageUploadProps = {
  label: string;
  /** The file chosen in this form, not yet uploaded. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The image already stored, as its attachment path. */
  storedPath?: string | null;
  /** Offers a remove button for the stored image when given. */
  onRemoveStored?: () => void;
  error?: string;
  required?: boolean;
  description?: string;
  /** A library image chosen in this form (it replaces the stored one on save). */
  chosen?: MediaItem | null;
  /** Offers "Choose from library" when given; null clears the choice. */
  onChooseFromLibrary?: (item: MediaItem | null) => void;
};

/**
 * The formats the server takes, each with its extensions: browsers often give a HEIC photo no
 * type at all, and then its name decides. SVG is not among them (it can carry script).
 */
const ACCEPTED_IMAGES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};
const MAX_UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/** HEIC/HEIF, which only Safari shows: by type, or by name when the browser gave none. */
const isHeic = (file: File) =>
  /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

export function ImageUpload({
  label,
  file,
  onFileChange,
  storedPath,
  onRemoveStored,
  error,
  required,
  description,
  chosen = null,
  onChooseFromLibrary,
}: ImageUploadProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const unshowable = file !== null && isHeic(file);
  const chosenUrl = useObjectUrl(unshowable ? null : file);
  const preview =
    chosenUrl ?? chosen?.url ?? (storedPath && !unshowable ? attachmentPath(storedPath) : null);
  const newChoice = file !== null || chosen !== null;
  const clearChoice = () => {
    if (file) onFileChange(null);
    else onChooseFromLibrary?.(null);
  };

  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setRejection(code === 'file-too-large' ? UPLOAD_TOO_LARGE_MESSAGE : UPLOAD_NOT_IMAGE_MESSAGE);
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      description={description}
      error={rejection ?? error}
    >
      <Stack gap="xs" mt={4}>
        {(preview || unshowable) && (
          <Paper withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {preview ? (
                <Image
                  src={preview}
                  alt={chosen && !file ? chosen.alt : `${label} preview`}
                  h={140}
                  w="auto"
                  fit="contain"
                  radius="sm"
                />
              ) : (
                <Group gap="sm" wrap="nowrap" mih={140} role="status">
                  <IconPhoto size={36} stroke={1.5} aria-hidden />
                  <div>
                    <Text fw={600}>Preview after saving</Text>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {file?.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      This browser cannot show a HEIC photo until it has been saved.
                    </Text>
                  </div>
                </Group>
              )}
              {(newChoice || onRemoveStored) && (
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={
                    newChoice
                      ? `Clear the chosen ${label.toLowerCase()}`
                      : `Remove ${label.toLowerCase()}`
                  }
                  onClick={() => (newChoice ? clearChoice() : onRemoveStored?.())}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        )}
        <Dropzone
          onDrop={(files) => {
            setRejection(null);
            onChooseFromLibrary?.(null);
            onFileChange(files[0] ?? null);
          }}
          onReject={reject}
          accept={ACCEPTED_IMAGES}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          aria-label={`Upload ${label.toLowerCase()}`}
        >
          <Group justify="center" gap="sm" mih={70} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} />
            </Dropzone.Accept>
            <Dropzone.Idle>
              <IconPhoto size={28} />
            </Dropzone.Idle>
            <div>
              <Text size="sm">
                {preview || unshowable
                  ? 'Drop a new image here or click to replace it'
                  : 'Drop an image here or click to choose one'}
              </Text>
              <Text size="xs" c="dimmed">
                JPEG, PNG, WebP, GIF, AVIF or HEIC (photos straight from a phone are fine), up to{' '}
                {MAX_UPLOAD_MB} MB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {onChooseFromLibrary && (
          <>
            <Button
              variant="light"
              leftSection={<IconLibraryPhoto size={16} aria-hidden />}
              onClick={() => setPicking(true)}
              aria-label={`Choose ${label.toLowerCase()} from library`}
              style={{ alignSelf: 'flex-start' }}
            >
              Choose from library
            </Button>
            <MediaPicker
              opened={picking}
              onClose={() => setPicking(false)}
              onChoose={(item) => {
                setRejection(null);
                onFileChange(null);
                onChooseFromLibrary(item);
              }}
            />
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** An object URL for a chosen file, revoked when the file changes or the form closes. */
export function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The image of a form that keeps it outside react-hook-form (sections, slider items, events): a
 * missing required image is reported on submit together with the fields' messages, the server's
 * refusal of the file lands under the upload, and choosing another file clears the message.
 */
export function useFormImage({
  required,
  message,
  initial = null,
}: {
  required: boolean;
  message: string;
  /** A file chosen before the form opened (a copy's picture). */
  initial?: File | null;
}) {
  const [file, setFile] = useState<File | null>(initial);
  const [media, setMedia] = useState<MediaItem | null>(null);
  const [error, setError] = useState<string | undefined>();
  const missing = required && file === null && media === null;
  const choose = (next: File | null) => {
    setFile(next);
    if (next) setMedia(null);
    setError(undefined);
  };
  const chooseMedia = (next: MediaItem | null) => {
    setMedia(next);
    if (next) setFile(null);
    setError(undefined);
  };
  return {
    file,
    /** The library image chosen instead of a file. */
    media,
    error,
    missing,
    /** The ImageUpload's props this state drives (the form adds label and stored path). */
    upload: {
      file,
      onFileChange: choose,
      chosen: media,
      onChooseFromLibrary: chooseMedia,
      required,
      error,
    },
    /** Wraps the form's submit: the image's message shows with the others. */
    onSubmit(save: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
      return (event: FormEvent<HTMLFormElement>) => {
        if (missing) setError(message);
        return save(event);
      };
    },
    /** After a failed save: the server's word on the file, if it had one. */
    takeServerError(saveError: unknown) {
      if (saveError instanceof ApiError) {
        const message = saveError.errors.image ?? saveError.errors.mediaId;
        if (message) setError(message);
      }
    },
  };
}

/**
 * A stored image as a file to upload again: a copy of an item gets a picture of its own, as
 * deleting either one for good deletes its file. null when it cannot be read.
 */
export function useStoredImageFile(path: string | null) {
  return useQuery({
    queryKey: ['stored image file', path],
    queryFn: async () => {
      if (!path) return null;
      const response = await fetch(attachmentPath(path));
      if (!response.ok) return null;
      const type = response.headers.get('content-type') ?? '';
      return new File([await response.arrayBuffer()], path.split('/').pop() ?? 'image', { type });
    },
    gcTime: 0,
    retry: false,
    meta: { silent: true }, // the form says so itself
  });
}

/** A save's image: a new file, or a library image by its id (mediaId), or neither. */
export type WithImage<Values> = { values: Values; image: File | null; mediaId?: number };

/**
 * The save of a form with a useFormImage image: an update of `stored` (without a new file the
 * stored image is kept), or a create while there is nothing stored yet.
 */
export function imageFormSave<Values, Answer>(
  stored: { id: number } | null,
  image: { file: File | null; media: MediaItem | null },
  create: { mutateAsync(input: WithImage<Values>): Promise<Answer> },
  update: { mutateAsync(input: WithImage<Values> & Edited): Promise<Answer> },
) {
  return (values: Values, version: number | undefined) =>
    stored
      ? update.mutateAsync({
          id: stored.id,
          values,
          image: image.file,
          mediaId: image.media?.id,
          version,
        })
      : create.mutateAsync({ values, image: image.file, mediaId: image.media?.id });
}

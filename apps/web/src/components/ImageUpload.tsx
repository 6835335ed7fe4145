/**
 * Picks one image with a preview: the newly chosen file, else the stored one. Removing a stored
 * image is the screen's business (it usually asks first and calls the API), so it is a callback.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  attachmentPath,
} from '@chamber/contracts';
import { ApiError } from '../api/client.ts';

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
};

export function ImageUpload({
  label,
  file,
  onFileChange,
  storedPath,
  onRemoveStored,
  error,
  required,
  description,
}: ImageUploadProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const preview = useObjectUrl(file) ?? (storedPath ? attachmentPath(storedPath) : null);

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
        {preview && (
          <Paper withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Image
                src={preview}
                alt={`${label} preview`}
                h={140}
                w="auto"
                fit="contain"
                radius="sm"
              />
              {(file || onRemoveStored) && (
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={
                    file
                      ? `Clear the chosen ${label.toLowerCase()}`
                      : `Remove ${label.toLowerCase()}`
                  }
                  onClick={() => (file ? onFileChange(null) : onRemoveStored?.())}
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
            onFileChange(files[0] ?? null);
          }}
          onReject={reject}
          accept={IMAGE_MIME_TYPE.filter((type) => type !== 'image/svg+xml')}
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
                {preview
                  ? 'Drop a new image here or click to replace it'
                  : 'Drop an image here or click to choose one'}
              </Text>
              <Text size="xs" c="dimmed">
                JPEG, PNG, WebP, GIF or AVIF, up to 10 MB
              </Text>
            </div>
          </Group>
        </Dropzone>
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
export function useFormImage({ required, message }: { required: boolean; message: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const missing = required && file === null;
  const choose = (next: File | null) => {
    setFile(next);
    setError(undefined);
  };
  return {
    file,
    error,
    missing,
    /** The ImageUpload's props this state drives (the form adds label and stored path). */
    upload: { file, onFileChange: choose, required, error },
    /** Wraps the form's submit: the image's message shows with the others. */
    onSubmit(save: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
      return (event: FormEvent<HTMLFormElement>) => {
        if (missing) setError(message);
        return save(event);
      };
    },
    /** After a failed save: the server's word on the file, if it had one. */
    takeServerError(saveError: unknown) {
      if (saveError instanceof ApiError && saveError.errors.image) setError(saveError.errors.image);
    },
  };
}

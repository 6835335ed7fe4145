/**
 * One library file in a drawer: its description (alt text, or "decorative"), caption and focal
 * point, where it is used, and Replace and Delete. Replace keeps every use; Delete first says
 * where the file is used (the server refuses to delete a file in use: visitors would meet a gap)
 * and that an unused one goes to the Trash.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconRefresh, IconTrash } from '@tabler/icons-react';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@chamber/contracts';
import { ApiError, errorMessage } from '../../api/client.ts';
import {
  fileSize,
  useDeleteMedia,
  useMediaItem,
  useReplaceMedia,
  useUpdateMedia,
  type MediaDetails as Details,
  type MediaUse,
} from '../../api/media.ts';
import { formatDateTime } from '../../components/dates.ts';
import { toast } from '../../components/toast.ts';
import { itemPath } from '../dashboard/itemPaths.ts';
import { ITEM_TYPE_LABELS } from '../itemTypes.ts';
import { dimensionsOf } from '../../components/MediaBrowser.tsx';
import { LIBRARY_FILES } from '../../components/MediaUploader.tsx';
import { FocalPoint } from './FocalPoint.tsx';

/** “the page “About””: a use as a sentence names it. */
function placeName(use: MediaUse) {
  const noun = (ITEM_TYPE_LABELS as Record<string, string>)[use.type] ?? use.type;
  return `the ${noun.toLowerCase()} “${use.name}”`;
}

/** Where the file is used, each a link to its editor where it has one. */
function UsesList({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <Text size="sm">Not used anywhere yet.</Text>;
  return (
    <List size="sm" spacing={2}>
      {uses.map((use) => {
        const to = itemPath(use.type, use.id);
        const text = placeName(use);
        return (
          <List.Item key={`${use.type}-${use.id}`}>
            {to ? (
              <Anchor component={Link} to={to}>
                {text[0]!.toUpperCase() + text.slice(1)}
              </Anchor>
            ) : (
              text[0]!.toUpperCase() + text.slice(1)
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

export function MediaDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const item = useMediaItem(id);
  if (item.isError) {
    return (
      <Alert color="red" title="The file could not be loaded">
        {errorMessage(item.error)}
      </Alert>
    );
  }
  if (!item.data) return <Loader aria-label="Loading the file" />;
  // A new form for each saved version: what the server answered becomes the form's start.
  return (
    <DetailsForm key={`${item.data.id}-${item.data.version}`} item={item.data} onClose={onClose} />
  );
}

function DetailsForm({ item, onClose }: { item: Details; onClose: () => void }) {
  const update = useUpdateMedia();
  const replace = useReplaceMedia();
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [caption, setCaption] = useState(item.caption);
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const isImage = item.kind === 'image';

  const save = async () => {
    setError(null);
    setFieldErrors({});
    try {
      await update.mutateAsync({
        id: item.id,
        alt,
        caption,
        decorative,
        focalX: focal.x,
        focalY: focal.y,
        version: item.version,
      });
      toast.success('Saved.');
    } catch (saveError) {
      if (saveError instanceof ApiError) setFieldErrors(saveError.errors);
      setError(
        saveError instanceof ApiError && saveError.status === 409
          ? 'Someone else changed this file while you had it open. Close it and open it again to see their changes.'
          : errorMessage(saveError),
      );
    }
  };

  const replaceWith = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      await replace.mutateAsync({ id: item.id, version: item.version, file });
      toast.success('The file was replaced. Everywhere it is used now shows the new one.');
    } catch (replaceError) {
      setError(errorMessage(replaceError));
    }
  };

  return (
    <Stack gap="md">
      {isImage ? (
        <FocalPoint src={item.url} alt={alt} value={focal} onChange={setFocal} />
      ) : (
        <Anchor href={item.url} target="_blank" rel="noopener">
          <Group gap={4}>
            Open the document <IconExternalLink size={14} />
          </Group>
        </Anchor>
      )}
      <Box>
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
          {item.fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {[fileSize(item.size), dimensionsOf(item), `uploaded ${formatDateTime(item.createdOn)}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Box>

      {isImage && (
        <Stack gap="xs">
          <TextInput
            label="Alt text"
            description="Describe the image for people who cannot see it, e.g. “Ribbon cutting at the new library”."
            value={alt}
            maxLength={MEDIA_LIMITS.alt}
            disabled={decorative}
            error={fieldErrors.alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
          <Checkbox
            label="Decorative image (no description needed)"
            description="Only for images that add nothing to the words around them, like a pattern or a divider."
            checked={decorative}
            onChange={(event) => setDecorative(event.currentTarget.checked)}
          />
          {!decorative && alt.trim() === '' && (
            <Text size="sm" c="orange.8">
              This image has no alt text yet: people using screen readers will not know what it
              shows.
            </Text>
          )}
        </Stack>
      )}
      <Textarea
        label="Caption"
        description="Shown under the image where the page shows captions."
        value={caption}
        maxLength={MEDIA_LIMITS.caption}
        autosize
        minRows={2}
        error={fieldErrors.caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={update.isPending}>
          Save
        </Button>
      </Group>

      <Box>
        <Text fw={600} size="sm" mb={4}>
          Used on
        </Text>
        <UsesList uses={item.uses} />
      </Box>

      <Group gap="sm">
        <FileButton
          onChange={replaceWith}
          accept={Object.keys(LIBRARY_FILES)
            .filter((type) => type.startsWith(isImage ? 'image/' : 'application/'))
            .join(',')}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={replace.isPending}
            >
              Replace file
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Replace keeps every place that uses this file and shows the new one there.{' '}
        {isImage ? '' : MEDIA_MESSAGES.sameKind}
      </Text>
      <DeleteDialog
        item={item}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onClose}
      />
    </Stack>
  );
}

function DeleteDialog({
  item,
  opened,
  onClose,
  onDeleted,
}: {
  item: Details;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteMedia();
  const [error, setError] = useState<string | null>(null);
  const used = item.uses.length > 0;
  const confirm = async () => {
    setError(null);
    try {
      const { message } = await remove.mutateAsync(item.id);
      toast.success(message);
      onClose();
      onDeleted();
    } catch (deleteError) {
      setError(errorMessage(deleteError));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete “${item.fileName}”`} centered>
      <Stack gap="sm">
        {used ? (
          <>
            <Text>
              {item.uses.length === 1
                ? `Used on ${placeName(item.uses[0]!)}.`
                : `Used in ${item.uses.length} places:`}
            </Text>
            {item.uses.length > 1 && <UsesList uses={item.uses} />}
            <Text>
              A file that is in use cannot be deleted, or visitors would see a gap there. Choose
              another file in {item.uses.length === 1 ? 'that place' : 'those places'} first, or use
              “Replace file” to change it everywhere at once.
            </Text>
          </>
        ) : (
          <Text>
            It is not used anywhere. It goes to the Trash, where it can be restored for 30 days.
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {used ? 'OK' : 'Cancel'}
          </Button>
          {!used && (
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Move to Trash
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

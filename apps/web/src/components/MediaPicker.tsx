/**
 * "Choose from library": a dialog with the library's images (search, filter), or its PDF
 * documents, and an Upload tab. A meaningful image needs alt text: when the chosen one has none,
 * the dialog asks for it (or for "decorative") and saves it to the library, so every later use
 * has it too.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { MEDIA_LIMITS } from '@chamber/contracts';
import { errorMessage } from '../api/client.ts';
import { useUpdateMedia, type MediaFilter, type MediaItem } from '../api/media.ts';
import { MediaBrowser, MediaThumb } from './MediaBrowser.tsx';
import { MediaUploader } from './MediaUploader.tsx';

const ALT_REQUIRED_MESSAGE =
  'Please describe the image for people who cannot see it, or tick “Decorative image”.';

export function MediaPicker({
  opened,
  onClose,
  onChoose,
  kind = 'image',
  title = kind === 'image' ? 'Choose an image from the library' : 'Choose a document',
}: {
  opened: boolean;
  onClose: () => void;
  /** The chosen file; an image with its alt text as saved in the library. */
  onChoose: (item: MediaItem) => void;
  kind?: 'image' | 'document';
  title?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" zIndex={10001}>
      {/* Mounted only while open: each opening starts afresh. */}
      {opened && <PickerBody kind={kind} onChoose={onChoose} onClose={onClose} />}
    </Modal>
  );
}

function PickerBody({
  kind,
  onChoose,
  onClose,
}: {
  kind: 'image' | 'document';
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<string | null>('library');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<MediaFilter>(kind);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);

  return (
    <Stack gap="md">
      {/* Above the library, not under it: the grid changes as a search's results arrive, and
          the chosen file's button must not move from under the pointer (a click meant for
          "Use this image" would land on the grid instead). */}
      {chosen && kind === 'document' ? (
        <Group justify="space-between" wrap="nowrap" role="group" aria-label="Chosen document">
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {chosen.fileName}
          </Text>
          <Button
            onClick={() => {
              onChoose(chosen);
              onClose();
            }}
          >
            Link this document
          </Button>
        </Group>
      ) : chosen ? (
        <ChosenImage key={chosen.id} item={chosen} onChoose={onChoose} onClose={onClose} />
      ) : (
        <Text size="sm" c="dimmed">
          Click {kind === 'image' ? 'an image' : 'a document'} to choose it.
        </Text>
      )}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="library">Library</Tabs.Tab>
          <Tabs.Tab value="upload">Upload new</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library" pt="sm">
          <MediaBrowser
            only={kind}
            q={q}
            onQChange={(next) => {
              setQ(next);
              setPage(1);
            }}
            filter={filter}
            onFilterChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
            page={page}
            onPageChange={setPage}
            onOpen={setChosen}
            selectedId={chosen?.id}
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="sm">
          <MediaUploader
            only={kind}
            onUploaded={(item) => {
              setChosen(item);
              setTab('library');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The chosen image, its alt text (asked for when missing) and "Use this image". */
function ChosenImage({
  item,
  onChoose,
  onClose,
}: {
  item: MediaItem;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const update = useUpdateMedia();
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [error, setError] = useState<string | null>(null);

  const use = async () => {
    if (!decorative && alt.trim() === '') {
      setError(ALT_REQUIRED_MESSAGE);
      return;
    }
    try {
      const saved =
        alt !== item.alt || decorative !== item.decorative
          ? await update.mutateAsync({ id: item.id, alt, decorative, version: item.version })
          : item;
      onChoose(saved);
      onClose();
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  };

  return (
    <Group
      align="flex-start"
      gap="md"
      wrap="wrap"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      aria-label="Chosen image"
      role="group"
    >
      <div style={{ width: 140 }}>
        <MediaThumb item={item} height={100} />
      </div>
      <Stack gap="xs" style={{ flex: '1 1 240px' }}>
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
          {item.fileName}
        </Text>
        <TextInput
          label="Alt text"
          description="What the image shows, for people who cannot see it. Saved in the library."
          value={alt}
          maxLength={MEDIA_LIMITS.alt}
          disabled={decorative}
          required={!decorative}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setError(null);
          }}
        />
        <Checkbox
          label="Decorative image (no description needed)"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.currentTarget.checked);
            setError(null);
          }}
        />
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={use} loading={update.isPending}>
            Use this image
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}

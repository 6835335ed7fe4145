/**
 * The library's search, filter and grid, shared by the Media screen and the "Choose from library"
 * picker: thumbnails (cropped around their focal point) with name, size and dimensions.
 */
import type { ReactNode } from 'react';
import {
  Badge,
  Box,
  Center,
  Group,
  Pagination,
  Chip,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import { fileSize, useMediaList, type MediaFilter, type MediaItem } from '../api/media.ts';
import { LoadFailed } from './LoadFailed.tsx';

const PAGE_SIZE = 24;

const FILTERS: { value: MediaFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
  { value: 'missingAlt', label: 'Missing alt text' },
];

/** "4032 × 3024" for an image; nothing for a document. */
export const dimensionsOf = (item: MediaItem) =>
  item.width && item.height ? `${item.width} × ${item.height}` : '';

/** A thumbnail: the image cropped around its focal point, or a document's icon. */
export function MediaThumb({ item, height = 120 }: { item: MediaItem; height?: number }) {
  if (item.kind === 'document') {
    return (
      <Center h={height} bg="gray.1" style={{ borderRadius: 4 }}>
        <IconFileTypePdf size={height / 2.5} stroke={1.3} aria-hidden />
      </Center>
    );
  }
  return (
    <img
      src={item.url}
      srcSet={item.srcset ?? undefined}
      sizes="240px"
      alt={item.alt}
      loading="lazy"
      style={{
        display: 'block',
        width: '100%',
        height,
        objectFit: 'cover',
        objectPosition: `${item.focalX * 100}% ${item.focalY * 100}%`,
        borderRadius: 4,
        background: 'var(--mantine-color-gray-1)',
      }}
    />
  );
}

type Props = {
  q: string;
  onQChange: (q: string) => void;
  filter: MediaFilter;
  onFilterChange: (filter: MediaFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Only one kind (a picker): images keep the "missing alt text" filter, documents have none. */
  only?: 'image' | 'document';
  onOpen: (item: MediaItem) => void;
  /** The item shown as chosen. */
  selectedId?: number | null;
  /** How the items are shown; the grid by default. */
  render?: (items: MediaItem[]) => ReactNode;
};

export function MediaBrowser({
  q,
  onQChange,
  filter,
  onFilterChange,
  page,
  onPageChange,
  only,
  onOpen,
  selectedId,
  render,
}: Props) {
  const [search] = useDebouncedValue(q, 300);
  const effectiveFilter =
    only === 'document' ? 'document' : only && filter !== 'missingAlt' ? 'image' : filter;
  const list = useMediaList({ q: search, filter: effectiveFilter, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const filters = only
    ? [
        { value: 'image', label: 'All images' },
        { value: 'missingAlt', label: 'Missing alt text' },
      ]
    : FILTERS;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search the library"
          placeholder="File name, alt text or caption"
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(event) => onQChange(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        {only !== 'document' && (
          // Chips wrap on a phone, where a segmented control would be cut off.
          <Chip.Group
            multiple={false}
            value={effectiveFilter}
            onChange={(value) => onFilterChange(value as MediaFilter)}
          >
            <Group gap={6} role="radiogroup" aria-label="Show" pb={4}>
              {filters.map(({ value, label }) => (
                <Chip key={value} value={value} type="radio" size="sm">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </Group>
      {list.isError ? (
        <LoadFailed what="media library" error={list.error} />
      ) : list.data && list.data.items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {search || effectiveFilter !== 'all'
            ? 'Nothing in the library matches.'
            : 'The library is empty. Upload photos or documents to start.'}
        </Text>
      ) : render ? (
        render(list.data?.items ?? [])
      ) : (
        <MediaGrid items={list.data?.items ?? []} onOpen={onOpen} selectedId={selectedId} />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

export function MediaGrid({
  items,
  onOpen,
  selectedId,
}: {
  items: MediaItem[];
  onOpen: (item: MediaItem) => void;
  selectedId?: number | null;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm" role="list" aria-label="Media">
      {items.map((item) => (
        <UnstyledButton
          key={item.id}
          role="listitem"
          aria-label={item.fileName}
          aria-current={selectedId === item.id || undefined}
          onClick={() => onOpen(item)}
          p={6}
          style={{
            borderRadius: 6,
            border: `2px solid ${selectedId === item.id ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
            minWidth: 0,
          }}
        >
          <Box pos="relative">
            <MediaThumb item={item} />
            {item.missingAlt && (
              <Badge
                color="orange"
                size="xs"
                pos="absolute"
                top={6}
                left={6}
                style={{ pointerEvents: 'none' }}
              >
                No alt text
              </Badge>
            )}
          </Box>
          <Text size="xs" fw={500} mt={6} truncate>
            {item.fileName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[fileSize(item.size), dimensionsOf(item)].filter(Boolean).join(' · ')}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

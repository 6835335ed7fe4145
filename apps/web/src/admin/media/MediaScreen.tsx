/**
 * /cms/management/media: the media library (docs/decisions/142-media-library-screens.md). Every
 * photo and PDF the site uses, as a grid or a list, with search, a kind filter and a reminder of
 * the images still missing alt text; uploads of many files at once; a drawer for one file.
 * The filter and the view are in the address, so a link can open "images missing alt text".
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { fileSize, useMissingAltCount, type MediaFilter, type MediaItem } from '../../api/media.ts';
import {
  dimensionsOf,
  MediaBrowser,
  MediaGrid,
  MediaThumb,
} from '../../components/MediaBrowser.tsx';
import { MediaDetails } from './MediaDetails.tsx';
import { MediaUploader } from '../../components/MediaUploader.tsx';
import { MEDIA_PATH } from '../navigation.ts';

const FILTERS: MediaFilter[] = ['all', 'image', 'document', 'missingAlt'];

export function MediaScreen() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter') as MediaFilter | null;
  const filter = filterParam && FILTERS.includes(filterParam) ? filterParam : 'all';
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const missingAlt = useMissingAltCount();

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const open = (item: MediaItem) => setOpenId(item.id);

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="media-upload"
      >
        <Title order={2} size="h4" mb="sm" id="media-upload">
          Add to the library
        </Title>
        <MediaUploader />
      </Paper>

      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="media-library"
      >
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4" id="media-library">
            Files
          </Title>
          <SegmentedControl
            aria-label="View"
            size="xs"
            value={view}
            onChange={(value) => setParam('view', value === 'list' ? 'list' : null)}
            data={[
              {
                value: 'grid',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconLayoutGrid size={14} aria-hidden /> Grid
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={14} aria-hidden /> List
                  </Group>
                ),
              },
            ]}
          />
        </Group>
        {missingAlt.data ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            mb="sm"
            title={
              missingAlt.data === 1
                ? '1 image has no alt text'
                : `${missingAlt.data} images have no alt text`
            }
          >
            People using screen readers cannot tell what these images show.{' '}
            {filter === 'missingAlt' ? (
              'They are listed below: open each one and describe it.'
            ) : (
              <Anchor
                component={Link}
                to={`${MEDIA_PATH}?filter=missingAlt`}
                onClick={() => setPage(1)}
              >
                Show them
              </Anchor>
            )}
          </Alert>
        ) : null}
        <MediaBrowser
          q={q}
          onQChange={(next) => {
            setQ(next);
            setPage(1);
          }}
          filter={filter}
          onFilterChange={(next) => {
            setParam('filter', next === 'all' ? null : next);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          onOpen={open}
          selectedId={openId}
          render={(items) =>
            view === 'list' ? (
              <MediaTable items={items} onOpen={open} />
            ) : (
              <MediaGrid items={items} onOpen={open} selectedId={openId} />
            )
          }
        />
      </Paper>

      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="md"
        title="File details"
      >
        {openId !== null && <MediaDetails id={openId} onClose={() => setOpenId(null)} />}
      </Drawer>
    </Stack>
  );
}

/** The list view: one row a file, with its description and caption in words. */
function MediaTable({ items, onOpen }: { items: MediaItem[]; onOpen: (item: MediaItem) => void }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label="Media" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Preview</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Dimensions</Table.Th>
            <Table.Th>Alt text</Table.Th>
            <Table.Th>Caption</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <MediaThumb item={item} height={56} />
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{item.fileName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fileSize(item.size)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dimensionsOf(item) || '-'}</Table.Td>
              <Table.Td>
                {item.missingAlt ? (
                  <Text size="sm" c="orange.8">
                    Missing
                  </Text>
                ) : item.decorative ? (
                  <Text size="sm" c="dimmed">
                    Decorative
                  </Text>
                ) : (
                  item.alt || '-'
                )}
              </Table.Td>
              <Table.Td>{item.caption || '-'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(item)}
                  aria-label={`Open ${item.fileName}`}
                >
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

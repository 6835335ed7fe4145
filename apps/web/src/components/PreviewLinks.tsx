/**
 * The Preview button of the page, blog and event editors (docs/editing.md): a link that shows the
 * item as visitors will see it once published, with its saved draft, to anyone who has it (a
 * board member, say) for 7 days; opened at phone or desktop size; links can be stopped at once.
 */
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceMobile, IconExternalLink, IconEye } from '@tabler/icons-react';
import { PREVIEW_DAYS } from '@chamber/contracts';
import { errorMessage } from '../api/client.ts';
import {
  useCreatePreviewLink,
  usePreviewLinks,
  useRevokePreviewLink,
  type PreviewItem,
} from '../api/preview.ts';
import { formatDateTime } from './dates.ts';
import { PanelButton } from './PanelButton.tsx';
import { toast } from './toast.ts';

const NOUN = { page: 'page', blog: 'blog post', event: 'event' } as const;

/** A phone's size (an iPhone's 390 × 844 CSS pixels) for "Open at phone size". */
const PHONE_WINDOW = 'popup,width=390,height=844';

export function PreviewButton({ item }: { item: PreviewItem }) {
  return (
    <PanelButton label="Preview" icon={<IconEye size={18} aria-hidden />}>
      {() => <PreviewPanel item={item} />}
    </PanelButton>
  );
}

function PreviewPanel({ item }: { item: PreviewItem }) {
  const noun = NOUN[item.type];
  const links = usePreviewLinks(item);
  const create = useCreatePreviewLink(item);
  const revoke = useRevokePreviewLink(item);
  const made = create.data;
  return (
    <Stack>
      <Text>
        See this {noun} as visitors will once it is published, with the changes you saved but have
        not published yet. Save your changes first: the preview shows what is saved.
      </Text>
      <Text size="sm" c="dimmed">
        The link works without signing in, so you can send it to someone (a board member, say). It
        stops working after {PREVIEW_DAYS} days, or as soon as you stop it below.
      </Text>
      {made ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Preview link"
                value={made.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyButton value={made.url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group gap="sm">
              <Button
                component="a"
                href={made.url}
                target="_blank"
                rel="noreferrer"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                Open preview
              </Button>
              <Button
                variant="default"
                leftSection={<IconDeviceMobile size={16} aria-hidden />}
                onClick={() => window.open(made.url, '_blank', PHONE_WINDOW)}
              >
                Open at phone size
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group>
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            Create a preview link
          </Button>
        </Group>
      )}
      {create.isError ? <Alert color="red">{errorMessage(create.error)}</Alert> : null}
      <Stack gap="xs">
        <Text fw={600}>Links that work now</Text>
        {links.isPending ? <Loader size="sm" aria-label="Loading the links" /> : null}
        {links.isError ? <Alert color="red">{errorMessage(links.error)}</Alert> : null}
        {links.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            None: nobody outside the staff can see this {noun}&apos;s unpublished changes.
          </Text>
        ) : null}
        {links.data?.map((link) => (
          <Group key={link.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              Made by {link.createdByName} on {formatDateTime(link.createdOn)}; works until{' '}
              {formatDateTime(link.expiresAt)}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red"
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => {
                    if (made?.id === link.id) create.reset();
                    toast.success('The preview link no longer works.');
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              Stop this link
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /cms/management/newsletter: announcements to the newsletter's confirmed subscribers
 * (docs/newsletter.md). Staff write one (subject, who receives it, the message), send a test to
 * themselves, then send it; its progress (sent, failed, waiting) shows in the list while the
 * server sends at a steady pace. A sent announcement is kept as it went out.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ANNOUNCEMENT_AUDIENCES,
  TOPIC_LABELS,
  type Announcement,
  type AnnouncementAudience,
} from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  fetchAnnouncement,
  useAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useSendAnnouncement,
  useSendTestAnnouncement,
  useUpdateAnnouncement,
} from '../../api/newsletter.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';

const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'All subscribers',
  ...Object.fromEntries(
    Object.entries(TOPIC_LABELS).map(([topic, label]) => [
      topic,
      `Subscribers to ${label.toLowerCase()}`,
    ]),
  ),
} as Record<AnnouncementAudience, string>;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Where its sending is: a draft, on its way (n of m), or done. */
function statusOf({ sentAt, progress, recipients }: Announcement) {
  if (!sentAt) return { color: 'gray', text: 'Draft' };
  if (progress.queued > 0) {
    return { color: 'blue', text: `Sending: ${progress.sent} of ${recipients} sent` };
  }
  const failed = progress.failed ? `, ${progress.failed} failed` : '';
  return { color: progress.failed ? 'orange' : 'green', text: `Sent to ${progress.sent}${failed}` };
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function NewsletterScreen() {
  const announcements = useAnnouncements();
  const [open, setOpen] = useState<Announcement | 'new' | null>(null);
  const rows = announcements.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={720}>
          Announcements go by e-mail to the subscribers who confirmed their address, at a steady
          pace. Each e-mail has a link to unsubscribe.
        </Text>
        <Button onClick={() => setOpen('new')}>New Announcement</Button>
      </Group>
      {announcements.isPending ? (
        <Loader />
      ) : announcements.isError ? (
        <Alert color="red">{errorMessage(announcements.error)}</Alert>
      ) : rows.length === 0 ? (
        <Text>No announcements yet. Press “New Announcement” to write the first one.</Text>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Table striped highlightOnHover aria-label="Announcements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => {
                const status = statusOf(item);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.subject}</Table.Td>
                    <Table.Td>{AUDIENCE_LABELS[item.topic]}</Table.Td>
                    <Table.Td>
                      <Badge color={status.color} variant="light" tt="none">
                        {status.text}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {item.sentAt ? `${when(item.sentAt)} by ${item.sentBy}` : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setOpen(item)}>
                        {item.sentAt ? 'View' : 'Edit'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={
          open === 'new'
            ? 'New Announcement'
            : open?.sentAt
              ? 'Sent Announcement'
              : 'Edit Announcement'
        }
        size="xl"
      >
        {open !== null &&
          (open !== 'new' && open.sentAt ? (
            <SentAnnouncement item={open} />
          ) : (
            <AnnouncementEditor
              key={open === 'new' ? 'new' : open.id}
              item={open === 'new' ? null : open}
              onClose={() => setOpen(null)}
            />
          ))}
      </Modal>
    </Stack>
  );
}

function SentAnnouncement({ item }: { item: Announcement }) {
  const status = statusOf(item);
  return (
    <Stack>
      <Text>
        <strong>{item.subject}</strong> — {AUDIENCE_LABELS[item.topic]}
      </Text>
      <Text>
        {status.text}
        {item.progress.queued > 0 ? ` (${item.progress.queued} waiting)` : ''}.
      </Text>
      {/* Sanitised by the server when it was saved. */}
      <div dangerouslySetInnerHTML={{ __html: item.body }} />
    </Stack>
  );
}

function AnnouncementEditor({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  const [subject, setSubject] = useState(item?.subject ?? '');
  const [topic, setTopic] = useState<AnnouncementAudience>(item?.topic ?? 'all');
  const [body, setBody] = useState(item?.body ?? '');
  const [stored, setStored] = useState(item);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<Announcement | null>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const send = useSendAnnouncement();
  const sendTest = useSendTestAnnouncement();
  const remove = useDeleteAnnouncement();

  /** Saves what is typed; answers the announcement as stored, or null when refused. */
  async function save(): Promise<Announcement | null> {
    setErrors({});
    setProblem(null);
    try {
      const values = { subject, topic, body };
      const id = stored
        ? (await update.mutateAsync({ ...values, id: stored.id, version: stored.version }),
          stored.id)
        : (await create.mutateAsync(values)).id;
      const saved = await fetchAnnouncement(id);
      setStored(saved);
      return saved;
    } catch (error) {
      const fields = (error as { errors?: Record<string, string> }).errors;
      if (fields) setErrors(fields);
      setProblem(errorMessage(error));
      return null;
    }
  }

  const run = (work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      {problem && <Alert color="orange">{problem}</Alert>}
      <TextInput
        label="Subject"
        withAsterisk
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={errors.subject}
        data-autofocus
      />
      <Select
        label="Send to"
        data={ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
        value={topic}
        onChange={(value) => setTopic((value as AnnouncementAudience | null) ?? 'all')}
        allowDeselect={false}
        error={errors.topic}
      />
      <Suspense fallback={<Loader size="sm" />}>
        <RichTextEditor
          label="Message"
          value={body}
          onChange={setBody}
          error={errors.body}
          required
        />
      </Suspense>
      <Group justify="space-between" mt="md">
        <Group>
          {stored && (
            <Button
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={run(async () => {
                await remove.mutateAsync(stored.id);
                toast.success('Announcement deleted.');
                onClose();
              })}
            >
              Delete
            </Button>
          )}
        </Group>
        <Group>
          <Button
            variant="default"
            disabled={busy}
            onClick={run(async () => {
              if (await save()) toast.success('Draft saved.');
            })}
          >
            Save Draft
          </Button>
          <Button
            variant="light"
            disabled={busy}
            onClick={run(async () => {
              const saved = await save();
              if (!saved) return;
              try {
                toast.success((await sendTest.mutateAsync(saved.id)).message);
              } catch (error) {
                setProblem(errorMessage(error));
              }
            })}
          >
            Send Test to Me
          </Button>
          <Button
            disabled={busy}
            onClick={run(async () => {
              const saved = await save();
              if (!saved) return;
              if (saved.recipients === 0) {
                setProblem(
                  'No confirmed subscriber would receive this announcement yet. Choose other recipients, or wait for sign-ups.',
                );
              } else setAsking(saved);
            })}
          >
            Send…
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title="Send this announcement?"
        text={
          asking
            ? `“${asking.subject}” goes to ${plural(asking.recipients, 'confirmed subscriber')} (${AUDIENCE_LABELS[asking.topic].toLowerCase()}). A sent announcement cannot be changed.`
            : ''
        }
        buttonText={asking ? `Send to ${plural(asking.recipients, 'subscriber')}` : 'Send'}
        destructive={false}
        action={async () => {
          toast.success((await send.mutateAsync(asking!.id)).message);
          onClose();
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

import { useId, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  NEW_SUBSCRIBER_DAYS,
  type Dashboard,
  type DashboardDraft,
  type DashboardScheduled,
} from '@chamber/contracts';
import { useDashboard } from '../../api/dashboard.ts';
import { useTimeZone } from '../../api/home.ts';
import { useCan, useSession } from '../../auth/session.ts';
import { formatDateTime, formatEventDateTime, formatScheduleTime } from '../../components/dates.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { blogPaths } from '../documentPaths.ts';
import { NEW_EVENT_PATH, EVENTS_PATH, editEventPath } from '../events/paths.ts';
import { ITEM_TYPE_LABELS } from '../itemTypes.ts';
import { MESSAGES_PATH } from '../messages/paths.ts';
import { SUBSCRIBERS_PATH } from '../navigation.ts';
import { itemPath } from './itemPaths.ts';

/** One line of a card: what it is (a link to it, when it opens somewhere) and a line about it. */
type Item = { key: string; title: string; to: string | null; details: string };

/** A titled card (a region named by its heading); `empty` says in words that it has nothing. */
function DashboardCard({
  title,
  description,
  footer,
  children,
}: {
  title: ReactNode;
  description?: string;
  footer?: { label: string; to: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} id={headingId} fz="lg">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {children}
        {footer ? (
          <Anchor component={Link} to={footer.to} size="sm" fw={600}>
            {footer.label}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The card's items, or `empty` in plain words. */
function ItemList({ items, empty }: { items: Item[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map(({ key, title, to, details }) => (
        <li key={key}>
          {to ? (
            <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

const typeLabel = (type: string) => ITEM_TYPE_LABELS[type as keyof typeof ITEM_TYPE_LABELS] ?? type;

/** A draft as a line: its kind, whether visitors see an earlier version, when, and by whom. */
function draftItem(draft: DashboardDraft, withAuthor: boolean): Item {
  const state = draft.published ? 'changes not published yet' : 'not on the site';
  const by = withAuthor && draft.author ? ` by ${draft.author}` : '';
  return {
    key: `${draft.type}-${draft.id}`,
    title: draft.title,
    to: itemPath(draft.type, draft.id),
    details: `${typeLabel(draft.type)} · ${state} · saved ${formatDateTime(draft.updatedAt)}${by}`,
  };
}

/** What will happen, on the chamber's clock as the editors' Publishing badges say it. */
function scheduledItem(job: DashboardScheduled, timeZone: string): Item {
  const what = job.action === 'publish' ? 'published' : 'taken off the site';
  return {
    key: `${job.type}-${job.id}-${job.action}`,
    title: job.title,
    to: itemPath(job.type, job.id),
    details: `${typeLabel(job.type)} · to be ${what} on ${formatScheduleTime(job.at, timeZone)} · by ${job.by}`,
  };
}

function messageItems(messages: NonNullable<Dashboard['unreadMessages']>): Item[] {
  return messages.latest.map((message) => ({
    key: String(message.id),
    title: message.sender,
    to: MESSAGES_PATH,
    details: `${formatDateTime(message.receivedAt)} · ${message.preview}`,
  }));
}

/** The events to come, at their times on the chamber's clock, as visitors read them. */
function eventItems(events: NonNullable<Dashboard['upcomingEvents']>, timeZone: string): Item[] {
  return events.map((event) => ({
    key: String(event.id),
    title: event.title,
    to: editEventPath(event.id),
    details: formatEventDateTime(event.start, timeZone),
  }));
}

function activityItems(entries: NonNullable<Dashboard['recentActivity']>): Item[] {
  return entries.map((entry) => ({
    key: String(entry.id),
    title: entry.summary,
    // A deleted item has nothing left to open (the trash has it).
    to: entry.action === 'delete' ? null : itemPath(entry.type, entry.itemId),
    details: `${entry.userName} · ${formatDateTime(entry.at)}`,
  }));
}

/** A number to notice, and what it counts. */
function Count({ value, words }: { value: number; words: string }) {
  return (
    <Text>
      <Text span fz={32} fw={700} lh={1}>
        {value}
      </Text>{' '}
      {words}
    </Text>
  );
}

/** The buttons that start the most common work, for the roles that may do it. */
function QuickActions() {
  const writesBlogs = useCan('blogs');
  const writesEvents = useCan('events');
  if (!writesBlogs && !writesEvents) return null;
  return (
    <Group gap="sm">
      {writesBlogs ? (
        <Button
          component={Link}
          to={blogPaths.new}
          leftSection={<IconPencilPlus size={18} aria-hidden />}
        >
          New blog post
        </Button>
      ) : null}
      {writesEvents ? (
        <Button
          component={Link}
          to={NEW_EVENT_PATH}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          New event
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * /admin/dashboard, where staff land after sign-in: what waits for them, each card only for the
 * roles that may see it (the server leaves the rest out), and the most common new items.
 */
export function DashboardScreen() {
  const session = useSession();
  const publishes = useCan('publish');
  const dashboard = useDashboard();
  const timeZone = useTimeZone();

  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) return <LoadFailed what="dashboard" error={dashboard.error} />;
  const { drafts, awaitingReview, scheduled, unreadMessages, newSubscribers } = dashboard.data;
  const { upcomingEvents, recentActivity } = dashboard.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text>Welcome, {session?.user.firstName}. Here is what is waiting for you.</Text>
        <QuickActions />
      </Group>
      {/* Each card as tall as its content: a short one is not stretched beside a long one. */}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        <DashboardCard
          title="Your drafts"
          // Authors' drafts all wait for an editor: the card says so instead of a second list.
          description={
            publishes
              ? undefined
              : 'An editor or administrator reviews your drafts and publishes them on the site.'
          }
        >
          <ItemList
            items={drafts.map((draft) => draftItem(draft, false))}
            empty="You have no drafts."
          />
        </DashboardCard>
        {publishes ? (
          <DashboardCard
            title="Waiting for review"
            description="Drafts written by authors: open one to review and publish it."
          >
            <ItemList
              items={awaitingReview.map((draft) => draftItem(draft, true))}
              empty="Nothing is waiting for review."
            />
          </DashboardCard>
        ) : null}
        <DashboardCard title="Scheduled">
          <ItemList
            items={scheduled.map((job) => scheduledItem(job, timeZone))}
            empty="Nothing scheduled."
          />
        </DashboardCard>
        {unreadMessages ? (
          <DashboardCard
            title="Unread messages"
            footer={{ label: 'Open Messages', to: MESSAGES_PATH }}
          >
            {unreadMessages.count > 0 ? (
              <Count
                value={unreadMessages.count}
                words={unreadMessages.count === 1 ? 'message to read.' : 'messages to read.'}
              />
            ) : null}
            <ItemList items={messageItems(unreadMessages)} empty="No unread messages." />
          </DashboardCard>
        ) : null}
        {newSubscribers !== null ? (
          <DashboardCard
            title="New subscribers this week"
            footer={{ label: 'Open Subscribers', to: SUBSCRIBERS_PATH }}
          >
            {newSubscribers > 0 ? (
              <Count
                value={newSubscribers}
                words={`signed up for the newsletter in the last ${NEW_SUBSCRIBER_DAYS} days.`}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No new subscribers this week.
              </Text>
            )}
          </DashboardCard>
        ) : null}
        {upcomingEvents ? (
          <DashboardCard title="Coming up" footer={{ label: 'Open Events', to: EVENTS_PATH }}>
            <ItemList items={eventItems(upcomingEvents, timeZone)} empty="No upcoming events." />
          </DashboardCard>
        ) : null}
        {recentActivity ? (
          <DashboardCard
            title="Recent changes"
            footer={{ label: 'Open Activity', to: '/admin/management/activity' }}
          >
            <ItemList items={activityItems(recentActivity)} empty="No changes yet." />
          </DashboardCard>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, Dashboard, Role } from '@chamber/contracts';
import {
  emptyDashboard,
  expectAllShown,
  expectLink,
  json,
  loadScreens,
  openAs,
  type Routes,
} from './helpers.tsx';

const PATH = '/admin/dashboard';
const DASHBOARD = 'GET /api/Dashboard/GetDashboard';

beforeAll(() => loadScreens(PATH, '/cms/management/messages'));

const at = new Date(2026, 10, 25, 10, 42).toISOString();
// What is to come reads on the chamber's clock (the test site's zone: America/Chicago).
const inChicago = '2026-12-02T00:30:00.000Z'; // 6:30 PM CST on 1 December

const nothing = emptyDashboard;

const busy: Dashboard = {
  drafts: [
    {
      type: 'blog',
      id: 7,
      title: 'Spring fair recap',
      updatedAt: at,
      author: 'Ada Admin',
      published: true,
    },
    {
      type: 'page',
      id: 3,
      title: 'Membership',
      updatedAt: at,
      author: 'Ada Admin',
      published: false,
    },
  ],
  awaitingReview: [
    {
      type: 'event',
      id: 12,
      title: 'Harbour walk',
      updatedAt: at,
      author: 'Arno Author',
      published: false,
    },
  ],
  scheduled: [
    {
      type: 'page',
      id: 4,
      title: 'Summer hours',
      action: 'publish',
      at: inChicago,
      by: 'Edna Editor',
    },
  ],
  unreadMessages: {
    count: 3,
    latest: [{ id: 31, sender: 'Ben Lee', preview: 'Could we book the hall?', receivedAt: at }],
  },
  newSubscribers: 4,
  upcomingEvents: [{ id: 9, title: 'Business After Hours', start: inChicago, end: null }],
  recentActivity: [
    {
      id: 100,
      at,
      userId: 2,
      userName: 'Edna Editor',
      action: 'update',
      type: 'contentSection',
      itemId: 5,
      summary: 'Updated content section “Welcome”',
      address: '203.0.113.7',
    },
    {
      id: 99,
      at,
      userId: 2,
      userName: 'Edna Editor',
      action: 'delete',
      type: 'footerItem',
      itemId: 6,
      summary: 'Deleted footer item “Old link”',
      address: '203.0.113.7',
    },
  ],
};

/** What the server leaves out for roles that may not see it. */
const forRole = (answer: Dashboard, role: Role): Dashboard =>
  role === 'administrator'
    ? answer
    : role === 'editor'
      ? { ...answer, recentActivity: null }
      : {
          ...answer,
          awaitingReview: answer.drafts,
          unreadMessages: null,
          newSubscribers: null,
          recentActivity: null,
        };

function openDashboard(role: Role, answer: Dashboard, routes: Routes = {}) {
  return openAs({ role }, PATH, { [DASHBOARD]: forRole(answer, role), ...routes });
}

const card = (name: string) => screen.getByRole('region', { name });
const cardNames = () =>
  screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent);

/** The cards an administrator sees, in their order. */
const EVERY_CARD = [
  'Your drafts',
  'Waiting for review',
  'Scheduled',
  'Unread messages',
  'New subscribers this week',
  'Coming up',
  'Recent changes',
];

describe('dashboard', () => {
  it('shows an administrator every card, each item a link to its editor', async () => {
    openDashboard('administrator', busy);
    expect(await screen.findByRole('heading', { name: 'Your drafts' })).toBeInTheDocument();
    expect(cardNames()).toEqual(EVERY_CARD);

    const drafts = card('Your drafts');
    expectLink('Spring fair recap', '/cms/management/blog/edit/7', drafts);
    expectLink('Membership', '/cms/management/page/edit/3', drafts);
    expect(drafts).toHaveTextContent(
      'Blog · changes not published yet · saved Nov 25, 2026 10:42 AM',
    );
    expect(drafts).toHaveTextContent('Page · not on the site · saved');

    const review = card('Waiting for review');
    expectLink('Harbour walk', '/cms/management/event/12', review);
    expect(review).toHaveTextContent('by Arno Author');

    expectLink('Summer hours', '/cms/management/page/edit/4', card('Scheduled'));
    expect(card('Scheduled')).toHaveTextContent(
      'Page · to be published on 1 Dec, 18:30 CST · by Edna Editor',
    );

    const messages = card('Unread messages');
    expect(messages).toHaveTextContent('3 messages to read.');
    expectLink('Ben Lee', '/cms/management/messages', messages);
    expect(messages).toHaveTextContent('Could we book the hall?');

    expect(card('New subscribers this week')).toHaveTextContent(
      '4 signed up for the newsletter in the last 7 days.',
    );
    expectLink(
      'Open Subscribers',
      '/cms/management/subscribers',
      card('New subscribers this week'),
    );
    expectLink('Business After Hours', '/cms/management/event/9', card('Coming up'));
    expect(card('Coming up')).toHaveTextContent('December 1st, 2026 6:30 PM CST');

    const changes = card('Recent changes');
    expectLink(
      'Updated content section “Welcome”',
      '/cms/management/content-section/edit/5',
      changes,
    );
    // What was deleted has nothing to open.
    expect(within(changes).getByText('Deleted footer item “Old link”').closest('a')).toBeNull();

    expectLink('New blog post', '/cms/management/blog');
    expectLink('New event', '/cms/management/create-event');
  });

  it('says in plain words when a card has nothing', async () => {
    openDashboard('administrator', nothing);
    expect(await screen.findByText('You have no drafts.')).toBeInTheDocument();
    for (const [name, words] of [
      ['Waiting for review', 'Nothing is waiting for review.'],
      ['Scheduled', 'Nothing scheduled.'],
      ['Unread messages', 'No unread messages.'],
      ['New subscribers this week', 'No new subscribers this week.'],
      ['Coming up', 'No upcoming events.'],
      ['Recent changes', 'No changes yet.'],
    ]) {
      expect(card(name)).toHaveTextContent(words);
      expect(within(card(name)).queryAllByRole('listitem')).toEqual([]);
    }
  });

  it('shows an editor everything but the recent changes', async () => {
    openDashboard('editor', busy);
    expect(await screen.findByRole('heading', { name: 'Your drafts' })).toBeInTheDocument();
    expect(cardNames()).toEqual(EVERY_CARD.filter((name) => name !== 'Recent changes'));
  });

  it('shows an author their drafts, waiting for an editor, with no messages or subscribers', async () => {
    openDashboard('author', busy);
    expect(await screen.findByRole('heading', { name: 'Your drafts' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Your drafts', 'Scheduled', 'Coming up']);
    expect(card('Your drafts')).toHaveTextContent(
      'An editor or administrator reviews your drafts and publishes them on the site.',
    );
    expectLink('Spring fair recap', '/cms/management/blog/edit/7', card('Your drafts'));
    // Authors write blogs and events too.
    expectLink('New blog post', '/cms/management/blog');
    expectLink('New event', '/cms/management/create-event');
  });

  it('says when the dashboard cannot be loaded', async () => {
    openAs({ role: 'editor' }, PATH, {
      [DASHBOARD]: () => json({ message: 'The database did not answer.' }, 503),
    });
    await expectAllShown(['The dashboard could not be loaded', 'The database did not answer.']);
  });
});

describe('the Messages badge', () => {
  const message: ContactMessage = {
    id: 31,
    firstName: 'Ben',
    lastName: 'Lee',
    email: 'ben@example.com',
    phoneNumber: null,
    message: 'Could we book the hall?',
    isRead: false,
    mailStatus: 'sent',
    createdAt: at,
  };

  it('shows the unread count, and one less once a message is marked read', async () => {
    const user = userEvent.setup();
    let unread = 3;
    const api = openAs({ role: 'editor' }, '/cms/management/messages', {
      [DASHBOARD]: () => json({ ...nothing, unreadMessages: { count: unread, latest: [] } }),
      'GET /api/Contact/GetAllMessages': () => json([{ ...message, isRead: unread < 3 }]),
      'PUT /api/Contact/MarkMessageRead': () => {
        unread -= 1;
        return json({ message: 'Message marked as read.' });
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const messages = await within(menu).findByRole('link', { name: 'Messages, 3 unread' });
    expect(messages).toHaveAttribute('href', '/cms/management/messages');

    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await within(menu).findByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/api/Dashboard/GetDashboard')).toHaveLength(2);
  });

  it('shows no number when nothing is unread', async () => {
    openAs({ role: 'administrator' }, '/cms/management/messages', {
      [DASHBOARD]: nothing,
      'GET /api/Contact/GetAllMessages': [],
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /unread/ })).toBeNull();
  });

  it('is not asked for by a role that reads no messages', async () => {
    const api = openAs({ role: 'author' }, '/cms/management/blogs', {
      'GET /api/Blog/GetAllBlogs': [],
      [DASHBOARD]: forRole(busy, 'author'),
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', PATH);
    expect(await screen.findByRole('table', { name: 'Blogs' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/Dashboard/GetDashboard')).toBe(false);
  });
});

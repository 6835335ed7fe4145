/**
 * Roles and what each may do: the one permission table. Every endpoint names the permission it
 * needs (or is public); the API refuses a caller whose role lacks it, the back office shows only
 * the screens and buttons the role has, and the authorization test walks every endpoint × role
 * (docs/decisions/120-roles-and-one-permission-table.md). No zod here: the back office reads it
 * on every screen, and the public pages too (bundle budgets).
 */
export const ROLES = ['administrator', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_MESSAGE = 'Please choose a role: administrator, editor or author';

/** The role's name and one line about it, as the users screen explains them. */
export const ROLE_DESCRIPTIONS: Record<Role, { label: string; description: string }> = {
  administrator: {
    label: 'Administrator',
    description: 'Everything, including users, analytics settings, redirects and the activity log.',
  },
  editor: {
    label: 'Editor',
    description:
      'All content, publishing, messages and subscribers; not users, redirects or analytics settings.',
  },
  author: {
    label: 'Author',
    description:
      'Writes and edits their own blogs and events, and adds pictures and PDFs to the media library.',
  },
};

/**
 * Everything a role may be allowed, each with what it covers. Kept as comments: the public pages
 * load this table too, and nothing shows the descriptions.
 */
const PERMISSIONS = [
  'ownAccount', // See and change your own account and password
  'dashboard', // The dashboard after sign-in: what waits for you (each part as the role allows)
  'users', // Add users, change anyone’s account and role
  'activity', // Read the activity log
  'blogs', // Write blogs (authors: only their own)
  'events', // Write events (authors: only their own)
  'allContent', // Change, delete and reorder everyone’s blogs and events, and their content
  'deletePublished', // Delete blogs and events that are published
  'publish', // Publish: make content visible to visitors
  'pages', // Pages
  'sections', // Content sections and banners
  'menus', // Menu items
  'footer', // Footer items
  'redirects', // Redirects: old addresses that send visitors to new ones
  'settings', // Company settings, links and resources
  'scriptSettings', // Settings that add scripts to the site (analytics, pixel)
  'messages', // Messages from the contact form
  'subscribers', // Newsletter: subscribers, and announcements sent to them
  'members', // The member directory: members, their categories and the spreadsheet import
  'registrations', // Who registered for events: the attendee lists, cancelling, their CSV
  'revisions', // Earlier versions of an item, and restoring them
  'trash', // The trash: what was deleted, and restoring it
  'media', // The media library: upload and use images and PDFs (authors replace and delete their own)
  'deleteForever', // Deleting from the trash for good
  'deals', // Hot deals of members, and approving the deals members propose
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_PERMISSION: readonly Permission[] = PERMISSIONS;
const ADMINISTRATORS_ONLY: Permission[] = [
  'users',
  'activity',
  'scriptSettings',
  'deleteForever',
  'redirects',
];

/** The table: role → the permissions it has. */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  administrator: EVERY_PERMISSION,
  editor: EVERY_PERMISSION.filter((permission) => !ADMINISTRATORS_ONLY.includes(permission)),
  author: ['ownAccount', 'dashboard', 'blogs', 'events', 'media'],
};

export const can = (who: Role, permission: Permission) =>
  ROLE_PERMISSIONS[who].includes(permission);

const PLURALS: Record<Role, string> = {
  administrator: 'administrators',
  editor: 'editors',
  author: 'authors',
};

/** The 403 of a caller whose role lacks `permission`: "Only administrators can do this." */
export function refusalFor(permission: Permission) {
  const allowed = ROLES.filter((name) => can(name, permission)).map((name) => PLURALS[name]);
  const who =
    allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)}` : allowed[0];
  return `Only ${who} can do this.`;
}

/** `isAdmin` of the spec's clients: true exactly for administrators. */
export const isAdministrator = (who: Role) => who === 'administrator';

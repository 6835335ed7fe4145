/**
 * The Kysely view of the database (column names in camelCase; CamelCasePlugin maps them to the
 * snake_case columns of the migrations). Both drivers are adapted (db/client.ts) to give the same
 * JS values: booleans as booleans and timestamps as ISO-8601 strings.
 */
import type { Role } from '@chamber/contracts';
import type { Generated, Selectable } from 'kysely';

/** Stored as an ISO-8601 UTC string on SQLite and as timestamptz on PostgreSQL. */
type Timestamp = string;
type Id = Generated<number>;

type ButtonColumns = {
  primaryButtonText: string | null;
  primaryButtonActionType: string | null;
  primaryButtonLink: string | null;
  secondaryButtonText: string | null;
  secondaryButtonActionType: string | null;
  secondaryButtonLink: string | null;
};

type UsersTable = {
  id: Id;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  isActive: boolean;
  /** Role of @chamber/contracts: what the user may do (its permissions). */
  role: Role;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** lib/identity.ts keys of username and email, each under a unique index: lookups use these. */
  usernameKey: string;
  emailKey: string;
  /** A temporary password (generated, or set by an administrator): nothing but choosing one's own. */
  mustChangePassword: Generated<boolean>;
  /** Failed password checks since the last success (the per-account sign-in backoff). */
  failedSignIns: Generated<number>;
  signInBlockedUntil: Timestamp | null;
  /** Shown with their blog posts (decision 131). */
  bio: Generated<string | null>;
  photoPath: Generated<string | null>;
};

/** One sign-in (see lib/sessions.ts). */
type SessionsTable = {
  id: Id;
  userId: number;
  createdAt: Timestamp;
  /** Set when the session ended (sign-out, or all of the user's sessions): nothing of it works. */
  endedAt: Timestamp | null;
};

type RefreshTokensTable = {
  id: Id;
  sessionId: number;
  /** sha-256 of the token; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  /** Set when the token was exchanged (rotation) or revoked; a used token never works again. */
  usedAt: Timestamp | null;
};

type PasswordResetTokensTable = {
  id: Id;
  userId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
};

/** Columns shared by pages and blogs: both are routed by their url and built from content entries. */
type RoutedDocumentColumns = {
  id: Id;
  name: string;
  title: string | null;
  url: string;
  isBannerVisible: boolean;
  bannerImageFilePath: string | null;
  bannerColor: string | null;
  keywords: string | null;
  description: string | null;
  isActive: boolean;
  addedBy: string | null;
  addedOn: Timestamp;
  /** Who created it (null: before roles existed): an author changes only their own. */
  createdById: number | null;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};
export type PagesTable = RoutedDocumentColumns;
/** A blog's own columns (docs/decisions/128-blog-authors-categories-tags.md). */
type BlogWritingColumns = {
  /** The staff member shown as its author (null: none, or from before authors). */
  authorId: Generated<number | null>;
  excerpt: Generated<string | null>;
  /** When it was first published (staff may change it); null: never published. */
  publishedOn: Generated<Timestamp | null>;
  /** JSON: the ids of its categories, in the order chosen. */
  categoryIds: Generated<string>;
  /** JSON: its tags, as written (one per slug). */
  tags: Generated<string>;
  /** What its cover (banner) image shows, for those who cannot see it (decision 131). */
  bannerImageAlt: Generated<string | null>;
};
type BlogsTable = RoutedDocumentColumns & BlogWritingColumns;

type BlogCategoriesTable = {
  id: Id;
  name: string;
  slug: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

type MenuItemsTable = {
  id: Id;
  name: string;
  pageId: number | null;
  parentMenuItemId: number | null;
  customLink: string | null;
  openInNewTab: boolean;
  isActive: boolean;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

type ContentSectionsTable = ButtonColumns & {
  id: Id;
  name: string;
  type: string;
  title: string | null;
  description: string | null;
  rawHtml: string | null;
  alignment: string;
  imagePath: string | null;
  isPadded: boolean;
  isFloatingCard: boolean;
  hasRoundedCorners: boolean;
  isTextOnly: boolean;
  isActive: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

export type BannersTable = {
  id: Id;
  name: string;
  isActive: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

type BannerItemsTable = ButtonColumns & {
  id: Id;
  bannerId: number;
  name: string;
  title: string | null;
  description: string | null;
  alignment: string;
  imagePath: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

/** An ordered entry of a page or blog: either a banner or a content section. */
type ContentEntryColumns = {
  id: Id;
  /** 'BANNER' | 'CONTENTSECTION' */
  type: string;
  contentSectionId: number | null;
  bannerId: number | null;
  sortOrder: number;
};
export type PageContentEntriesTable = ContentEntryColumns & { pageId: number };
export type BlogContentEntriesTable = ContentEntryColumns & { blogId: number };

type EventsTable = ButtonColumns & {
  id: Id;
  title: string;
  organizer: string | null;
  description: string | null;
  addressTitle: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipcode: string;
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  schedule: string | null;
  /** Only a validated https://www.google.com/maps/embed?… URL, never markup. */
  mapUrl: string | null;
  imagePath: string | null;
  eventType: string;
  isActive: boolean;
  sortOrder: number;
  /** Who created it: an author changes only their own. */
  createdById: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
  /** Registration (decision 145): capacity null means no limit. */
  registrationOpen: Generated<boolean>;
  capacity: number | null;
  registrationDeadline: Timestamp | null;
  priceText: string | null;
};

type EventRegistrationsTable = {
  id: Id;
  eventId: number;
  name: string;
  email: string;
  company: string | null;
  attendees: number;
  status: 'registered' | 'waiting' | 'cancelled';
  /** SHA-256 of the cancel link's token (lib/tokens.ts). */
  tokenHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  cancelledAt: Timestamp | null;
};

type MemberCategoriesTable = {
  id: Id;
  name: string;
  slug: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

/** A member business of the chamber (docs/decisions/143-member-directory.md). */
type MembersTable = {
  id: Id;
  name: string;
  slug: string;
  /** JSON: the ids of its categories, in the order chosen. */
  categoryIds: Generated<string>;
  /** The logo's attachment path. */
  imagePath: string | null;
  shortDescription: Generated<string>;
  /** Sanitised rich HTML. */
  description: Generated<string>;
  street: Generated<string>;
  city: Generated<string>;
  region: Generated<string>;
  postalCode: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  website: Generated<string>;
  facebookUrl: Generated<string>;
  instagramUrl: Generated<string>;
  linkedinUrl: Generated<string>;
  xUrl: Generated<string>;
  youtubeUrl: Generated<string>;
  openingHours: Generated<string>;
  membershipLevel: Generated<string>;
  isFeatured: Generated<boolean>;
  /** YYYY-MM-DD */
  memberSince: string | null;
  isActive: Generated<boolean>;
  createdById: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

/** A member's offer on /deals (docs/decisions/144-hot-deals.md). */
type DealsTable = {
  id: Id;
  title: string;
  /** Sanitised rich HTML. */
  description: string | null;
  terms: string | null;
  imagePath: string | null;
  /** Calendar days (YYYY-MM-DD) on the chamber's calendar. */
  validFrom: string | null;
  validUntil: string;
  memberId: number | null;
  businessName: string | null;
  contactEmail: string | null;
  /** 'proposed' | 'declined' | null */
  proposal: string | null;
  isActive: boolean;
  createdById: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

type FooterItemsTable = {
  id: Id;
  label: string;
  /** The item's link (`to` in the API; "to" is an SQL keyword). */
  linkTo: string;
  isActive: boolean;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

/** A content upgrade this database has had, by name (seed/upgrades.ts). */
type ContentUpgradesTable = { name: string; doneAt: Timestamp };

/** An old address of the site and where it leads now (modules/redirects). */
type RedirectsTable = {
  id: Id;
  /** Stored as the site matches addresses: lower case, no trailing slash. */
  fromPath: string;
  toPath: string;
  /** Made by the site when a published page or blog moved. */
  automatic: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (lib/resource.ts `update`). */
  version: Generated<number>;
};

/** One row (id 1) of site-wide company settings. */
export type CompanySettingsTable = {
  id: number;
  companyName: string;
  companyLogoPath: string | null;
  companyIconPath: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  streetAddress1: string | null;
  streetAddress2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  primaryWeekDayHours: string | null;
  primaryWeekEndHours: string | null;
  secondaryWeekDayHours: string | null;
  secondaryWeekEndHours: string | null;
  facebookLink: string | null;
  instagramLink: string | null;
  twitterLink: string | null;
  linkedInLink: string | null;
  youtubeLink: string | null;
  tiktokLink: string | null;
  googleMapLink: string | null;
  appStoreLink: string | null;
  googlePlayStoreLink: string | null;
  googleAnalyticsId: string | null;
  seo: string | null;
  facebookPixelCode: string | null;
  /** IANA name; the column's default until staff choose (migration 0016). */
  timeZone: Generated<string>;
  updatedAt: Timestamp;
  /** Counts the saves: a save of an older version is refused (modules/settings). */
  version: Generated<number>;
};

type ContactMessagesTable = {
  id: Id;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  isRead: boolean;
  /** 'sent' | 'failed' | 'logged' (no SMTP configured). The message is stored whatever happens to the mail. */
  mailStatus: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

type NewsletterSubscribersTable = {
  id: Id;
  email: string;
  /** 'pending' (not confirmed yet) | 'confirmed' | 'unsubscribed' (docs/decisions/146-newsletter.md). */
  status: Generated<string>;
  /** JSON: the topics chosen. */
  topics: Generated<string>;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
  confirmationSentAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** A confirmation link sent to a subscriber: single-use, expiring; only its hash is kept. */
type NewsletterConfirmationsTable = {
  id: Id;
  subscriberId: number;
  tokenHash: string;
  /** JSON: the topics that apply once confirmed. */
  topics: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
};

type NewsletterAnnouncementsTable = {
  id: Id;
  subject: string;
  /** Sanitised rich HTML. */
  body: string;
  /** A topic, or 'all'. */
  topic: Generated<string>;
  /** When staff sent it (its deliveries were queued); null: a draft. */
  sentAt: Timestamp | null;
  sentBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

/** One recipient of a sent announcement: the sending queue and its record. */
type NewsletterDeliveriesTable = {
  id: Id;
  announcementId: number;
  subscriberId: number | null;
  email: string;
  /** 'queued' | 'sending' (claimed by one instance) | 'sent' | 'failed' */
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  claimedAt: Timestamp | null;
  sentAt: Timestamp | null;
  error: string | null;
  unsubscribeTokenHash: string | null;
};

/** One entry of the activity log (lib/activity.ts): inserted, never updated. */
type ActivityTable = {
  id: Id;
  at: Timestamp;
  /** null: a failed sign-in with a name no account has. */
  userId: number | null;
  /** The user's full name when it happened (for a failed sign-in of no account: the name tried). */
  userName: string;
  /** ActivityAction of @chamber/contracts: 'signIn', 'create', 'update', … */
  action: string;
  /** ActivityType of @chamber/contracts: 'page', 'event', 'settings', … */
  type: string;
  itemId: number | null;
  summary: string;
  /** The client's address as Fastify's request.ip gives it. */
  address: string;
};

/**
 * One revision of an editable item (lib/revisions.ts): its row as a save left it. Inserted, never
 * changed; the oldest beyond the newest REVISIONS_KEPT of an item are pruned.
 */
type RevisionsTable = {
  id: Id;
  /** ActivityType of @chamber/contracts ('page', 'bannerItem', 'settings', …). */
  type: string;
  itemId: number;
  /** The item's version after this save. */
  version: number;
  /** RevisionKind of @chamber/contracts: 'create' | 'save' | 'restore' (later 'autosave', 'publish'). */
  kind: string;
  /** The stored row as JSON. */
  snapshot: string;
  userId: number | null;
  /** The user's full name at the time of the save. */
  userName: string;
  savedOn: Timestamp;
  /** The fields this save changed: "Title, Description". */
  summary: string;
};

/**
 * A deleted item waiting in the trash (lib/trash.ts): its row and the rows that referenced it, as
 * JSON, and the files they hold, which stay on disk until the entry is deleted for good.
 */
type TrashTable = {
  id: Id;
  /** TrashType of @chamber/contracts: 'page', 'banner', … */
  type: string;
  itemId: number;
  /** What the Trash screen shows: its name, title or label when it was deleted. */
  name: string;
  /** JSON of lib/trash.ts `Snapshot`. */
  snapshot: string;
  /** JSON: the attachment paths of the item and of what went with it. */
  files: string;
  /** Who deleted it (no foreign key: the name reads the same after the account changes). */
  deletedById: number | null;
  deletedByName: string;
  deletedOn: Timestamp;
};

/**
 * The unpublished changes of a published page, blog or event (lib/publishing.ts): its columns as
 * the draft saves them; the live row stays what visitors see until it is published.
 */
type DraftsTable = {
  id: Id;
  /** PublishingType of @chamber/contracts: 'page', 'blog', 'event'. */
  type: string;
  itemId: number;
  /** JSON of the draft's columns (the live row's, but for what the draft changes). */
  content: string;
  savedOn: Timestamp;
};

/** A link that shows an item with its draft without signing in (modules/preview). */
type PreviewLinksTable = {
  id: Id;
  /** PublishingType of @chamber/contracts: 'page', 'blog', 'event'. */
  type: string;
  itemId: number;
  /** SHA-256 of the link's secret (hex): the secret itself is only in the link. */
  tokenHash: string;
  createdById: number | null;
  createdByName: string;
  createdOn: Timestamp;
  expiresAt: Timestamp;
  revokedOn: Timestamp | null;
};

/** Who has which item open in an editor (modules/editing). */
type EditingSessionsTable = {
  id: Id;
  /** RevisionType of @chamber/contracts. */
  type: string;
  itemId: number;
  userId: number;
  /** The full name shown to colleagues, as it was when the editor opened. */
  userName: string;
  startedOn: Timestamp;
  /** The editor's last word that it is still open. */
  seenOn: Timestamp;
};

/** A publish or unpublish staff scheduled (lib/publishing.ts); run once, by whichever instance. */
type PublishingJobsTable = {
  id: Id;
  type: string;
  itemId: number;
  /** 'publish' | 'unpublish' */
  action: string;
  runAt: Timestamp;
  /** Who scheduled it: the log names them when it runs. */
  byId: number | null;
  byName: string;
  /** Null until an instance claims it (the claim and the work are one transaction). */
  doneAt: Timestamp | null;
  /** What happened: 'done', 'cancelled', or why it could not be done. */
  outcome: string | null;
};

/** One file of the media library (docs/decisions/141-media-library.md). */
type MediaTable = {
  id: Id;
  /** MediaKind of @chamber/contracts: 'image' | 'document'. */
  kind: string;
  /** The name it was uploaded under (shown to staff; never used to store or serve it). */
  fileName: string;
  /** The stored name under Attachments/, as the tables that use it hold it. */
  path: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  decorative: Generated<boolean>;
  caption: Generated<string>;
  focalX: Generated<number>;
  focalY: Generated<number>;
  createdById: number | null;
  createdOn: Timestamp;
  updatedAt: Timestamp;
  version: Generated<number>;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  refreshTokens: RefreshTokensTable;
  passwordResetTokens: PasswordResetTokensTable;
  pages: PagesTable;
  blogs: BlogsTable;
  blogCategories: BlogCategoriesTable;
  menuItems: MenuItemsTable;
  contentSections: ContentSectionsTable;
  banners: BannersTable;
  bannerItems: BannerItemsTable;
  pageContentEntries: PageContentEntriesTable;
  blogContentEntries: BlogContentEntriesTable;
  events: EventsTable;
  eventRegistrations: EventRegistrationsTable;
  footerItems: FooterItemsTable;
  memberCategories: MemberCategoriesTable;
  members: MembersTable;
  deals: DealsTable;
  redirects: RedirectsTable;
  contentUpgrades: ContentUpgradesTable;
  companySettings: CompanySettingsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  newsletterConfirmations: NewsletterConfirmationsTable;
  newsletterAnnouncements: NewsletterAnnouncementsTable;
  newsletterDeliveries: NewsletterDeliveriesTable;
  activity: ActivityTable;
  revisions: RevisionsTable;
  trash: TrashTable;
  drafts: DraftsTable;
  publishingJobs: PublishingJobsTable;
  previewLinks: PreviewLinksTable;
  editingSessions: EditingSessionsTable;
  media: MediaTable;
};

export type UserRow = Selectable<UsersTable>;

/**
 * The kinds of item staff edit, named once. Every one keeps revisions and has drafts; all but the
 * settings go to the trash when deleted.
 */

/** The types that go to the trash when deleted (the first of ACTIVITY_TYPES). */
export const TRASH_TYPES = [
  'page',
  'blog',
  'event',
  'contentSection',
  'banner',
  'bannerItem',
  'menuItem',
  'footerItem',
  'member',
  'media',
  'deal',
] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** Every editable type: each save of one keeps a revision. */
export const REVISION_TYPES = [...TRASH_TYPES, 'settings'] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];

/**
 * Who else is editing an item (docs/decisions/130-editing-together.md): each editor screen says
 * every little while that it is still open, and hears which colleagues have the same item open,
 * so two people do not spend an hour on the same page only to meet at a save conflict.
 */
import { z } from 'zod';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import type { Permission } from './permissions.ts';
import type { RevisionType } from './item-types.ts';
import { editableItem } from './revisions.ts';
import { editingRoutes } from './routes/editing.ts';

/** How often an open editor says it is still open. */
export const EDITING_HEARTBEAT_SECONDS = 20;
/** An editor not heard from for this long is taken as closed (a tab put to sleep, a lost laptop). */
export const EDITING_GONE_SECONDS = 60;

/** Who may edit, and so see who else edits, each editable type. */
export const EDIT_PERMISSIONS: Record<RevisionType, Permission> = {
  page: 'pages',
  blog: 'blogs',
  event: 'events',
  contentSection: 'sections',
  banner: 'sections',
  bannerItem: 'sections',
  menuItem: 'menus',
  footerItem: 'footer',
  member: 'members',
  media: 'media',
  deal: 'deals',
  settings: 'settings',
};

const colleague = z.object({
  /** Their full name. */
  name: z.string(),
  /** Since when they have had it open (ISO, UTC). */
  since: z.string(),
});
export type EditingColleague = z.infer<typeof colleague>;

export const editingEndpoints = defineEndpoints('Editing', editingRoutes, {
  'Editing.StillEditing': {
    summary: `Says the signed-in user has the item open in an editor (every ${EDITING_HEARTBEAT_SECONDS} s), and answers which colleagues have it open too`,
    // Every staff role; the service asks for the permission to edit the item's type.
    access: 'dashboard',
    body: editableItem,
    answer: z.object({ others: z.array(colleague) }),
  },
  'Editing.DoneEditing': {
    summary: 'Says the signed-in user closed the item’s editor',
    access: 'dashboard',
    body: editableItem,
    answer: messageAnswer,
  },
});

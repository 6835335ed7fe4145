/**
 * The authors' rule (docs/decisions/121-authors-own-items.md): a role without `allContent`
 * changes only the blogs and events it created, and a role without `deletePublished` deletes only
 * what visitors cannot see yet.
 */
import { can, refusalFor } from '@chamber/contracts';
import { forbidden } from '../plugins/errors.ts';
import type { CurrentUser } from './sessions.ts';

/** What the rule reads of an item. */
export type Owned = { createdById: number | null; isActive: boolean };

const NOT_YOURS = 'You can only change blogs and events you created.';

export function assertMayChange(user: CurrentUser, item: Owned, action: 'save' | 'delete') {
  if (!can(user.role, 'allContent') && item.createdById !== user.id) throw forbidden(NOT_YOURS);
  if (action === 'delete' && item.isActive && !can(user.role, 'deletePublished')) {
    throw forbidden(
      `${refusalFor('deletePublished')} (a published item: ask an editor, or unpublish it first)`,
    );
  }
}

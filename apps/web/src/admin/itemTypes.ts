import { ITEM_NOUNS, type ActivityType } from '@chamber/contracts';

/** How each kind of item reads, as the back office names it (Activity and Trash screens). */
export const ITEM_TYPE_LABELS = Object.fromEntries(
  Object.entries(ITEM_NOUNS).map(([type, noun]) => [type, noun[0].toUpperCase() + noun.slice(1)]),
) as Record<ActivityType, string>;

import type { Permission } from '@chamber/contracts';
import type { UIMatch } from 'react-router';

/**
 * What a route tells the shells about its screen (`handle` in src/routes.tsx): its title, and for
 * a back-office screen the permission its role must have (@chamber/contracts permissions.ts).
 */
export type RouteHandle = { title: string; permission?: Permission };

/** The handle of the deepest matched screen that has one. */
function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The title of the deepest matched screen that has one. */
export const screenTitle = (matches: UIMatch[]) => deepestHandle(matches)?.title;

/** The permission the open screen needs (none: any signed-in user). */
export const screenPermission = (matches: UIMatch[]) => deepestHandle(matches)?.permission;

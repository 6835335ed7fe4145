import type { UIMatch } from 'react-router';

/** What a route tells the shells about its screen (`handle` in src/routes.tsx). */
export type RouteHandle = { title: string };

/** The title of the deepest matched screen that has one. */
export function screenTitle(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

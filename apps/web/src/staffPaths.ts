/**
 * Where staff land in the back office: after sign-in, and from the public header's Dashboard link
 * (here, not under admin/, so the public pages can link to it without loading the back office).
 */
export const DASHBOARD_PATH = '/admin/dashboard';

/**
 * The sign-in screen, bringing the user back to `path` afterwards: a colleague's link to a screen,
 * or the screen a session ended on, opens once they have signed in (`?next=`, as WordPress's
 * `redirect_to`).
 */
export const loginPath = (path: string) =>
  path === '/' || path.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(path)}`;

/**
 * Where sign-in leads: `next` when it is an address on this site, else the dashboard. Anything
 * else ("//elsewhere.example", "https://…") is ignored, so a crafted link cannot send a user who
 * has just signed in to another site.
 */
export const afterLogin = (next: string | null) =>
  next && /^\/(?![/\\])/.test(next) ? next : DASHBOARD_PATH;

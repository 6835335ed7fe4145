/**
 * Where staff land in the back office: after sign-in, and from the public header's Dashboard link
 * (here, not under admin/, so the public pages can link to it without loading the back office).
 */
export const DASHBOARD_PATH = '/admin/dashboard';

/** The back office's frame (AdminLayout), which the toasts (components/Toasts.tsx) keep clear of. */
export const SIDEBAR_WIDTH = 260;

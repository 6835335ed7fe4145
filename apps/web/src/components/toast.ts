/** Toasts: shown for 3500 ms, in four states (success, error, warning, info). */
import { notifications } from '@mantine/notifications';

export const TOAST_DURATION_MS = 3500;

export type ToastState = 'success' | 'error' | 'warning' | 'info';

const STATES: Record<ToastState, { title: string; color: string }> = {
  success: { title: 'Success', color: 'green' },
  error: { title: 'Error', color: 'red' },
  warning: { title: 'Warning', color: 'orange' },
  info: { title: 'Info', color: 'blue' },
};

function show(state: ToastState, text: string) {
  const { title, color } = STATES[state];
  notifications.show({
    title,
    message: text,
    color,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    'data-state': state,
  });
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

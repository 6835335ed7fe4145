/** Toasts: shown for 3500 ms, in four states (success, error, warning, info). */
import { createElement } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { errorMessage } from '../api/client.ts';
import { UndoMessage } from './UndoMessage.tsx';

export const TOAST_DURATION_MS = 3500;
/** A toast with Undo stays longer: time to read it and change one's mind. */
const UNDO_DURATION_MS = 10_000;

export type ToastState = 'success' | 'error' | 'warning' | 'info';

const STATES: Record<ToastState, { title: string; color: string }> = {
  success: { title: 'Success', color: 'green' },
  error: { title: 'Error', color: 'red' },
  warning: { title: 'Warning', color: 'orange' },
  info: { title: 'Info', color: 'blue' },
};

/** The plain toasts shown, by state and text: a repeat replaces the one still on screen. */
const shown = new Map<string, { id: string; restarts: number }>();

const isShown = (id: string) => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].some((item) => item.id === id);
};

function show(state: ToastState, text: string, undo?: () => Promise<{ message: string }>) {
  const { title, color } = STATES[state];
  // The same message again while the first still shows (an item published twice in a row, say):
  // one toast, shown for its full time from now, not two identical ones stacked up. Mantine
  // restarts a toast's timer when its duration changes, hence the millisecond either way.
  const key = `${state}\u0000${text}`;
  const same = undo ? undefined : shown.get(key);
  if (same && isShown(same.id)) {
    same.restarts += 1;
    notifications.update({
      id: same.id,
      title,
      message: text,
      color,
      autoClose: TOAST_DURATION_MS + (same.restarts % 2),
      withBorder: true,
      'data-state': state,
    });
    return;
  }
  const id = notifications.show({
    title,
    message: undo
      ? createElement(UndoMessage, {
          text,
          onUndo: () => {
            notifications.hide(id);
            undo().then(
              ({ message }) => toast.success(message),
              (error: unknown) => toast.error(errorMessage(error)),
            );
          },
        })
      : text,
    color,
    autoClose: undo ? UNDO_DURATION_MS : TOAST_DURATION_MS,
    withBorder: true,
    'data-state': state,
  });
  if (undo) return;
  for (const [other, { id: otherId }] of shown) if (!isShown(otherId)) shown.delete(other);
  shown.set(key, { id, restarts: 0 });
}

export const toast = {
  /** With `undo`: an Undo button that runs it, then toasts what it answers. */
  success: (text: string, undo?: () => Promise<{ message: string }>) => show('success', text, undo),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

/** Toasts: shown for 3500 ms, in four states (success, error, warning, info). */
import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
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

function show(state: ToastState, text: string, undo?: () => Promise<{ message: string }>) {
  const { title, color } = STATES[state];
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
}

export const toast = {
  /** With `undo`: an Undo button that runs it, then toasts what it answers. */
  success: (text: string, undo?: () => Promise<{ message: string }>) => show('success', text, undo),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

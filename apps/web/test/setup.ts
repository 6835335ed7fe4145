import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearSession } from '../src/auth/session.ts';
import { AUTOSAVE } from '../src/components/ResourceEditor.tsx';

// findBy… and waitFor wait for a state; their 1 s default made them a speed check that a busy
// 2-core machine fails (a lazily loaded screen can take longer to appear). This only ends a wait
// for a state that never comes.
configure({ asyncUtilTimeout: 10_000 });

// The editors' own draft saves come 5 s after typing stops: on a busy machine, in the middle of a
// test about something else, as an extra call. Off here; the autosave tests turn it on.
AUTOSAVE.afterMs = Infinity;

// jsdom lacks the layout APIs Mantine calls on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
// Textarea autosize listens for web fonts loading.
// (configurable: the next test file in this window sets it again)
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  notifications.clean();
  clearSession(); // the session lives in memory: each test starts signed out
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Test files share one worker (isolate: false, to load Mantine and React once): each file starts
// from fresh app modules, so no session, pending refresh or cache outlives its file.
afterAll(() => {
  vi.resetModules();
});

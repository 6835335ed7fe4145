/**
 * Never lose typing, even when the tab is closed or the computer stops (docs/editing.md): while
 * an editor screen holds unsaved changes, they are kept in this browser's storage; opening the
 * same item (or a new one of the same type) again offers to bring them back. A save, or choosing
 * to leave without saving, forgets them. Pictures chosen but not saved are not kept.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** The editor screen's item, as "page:12" or "event:new": where its typing is kept. */
export const TypingKey = createContext<string | null>(null);

const PREFIX = 'chamber.typing.';
/** Kept this long after the last keystroke, so typing fast does not write on every key. */
const KEEP_AFTER_MS = 400;

type Kept = { values: Record<string, unknown>; version: number | undefined; at: number };

/** Only plain values are kept (a chosen File would come back as an empty object). */
const plain = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(plain));

function read(storageKey: string | null): Kept | null {
  if (!storageKey) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Kept | null;
    return kept && typeof kept.values === 'object' ? kept : null;
  } catch {
    return null;
  }
}

export function useKeptTyping<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  edited: RefObject<boolean>,
  version: number | undefined,
) {
  const key = useContext(TypingKey);
  const storageKey = key ? PREFIX + key : null;
  // Offered once, on opening: only what differs from what the editor opened with.
  const [offer, setOffer] = useState<Kept | null>(() => {
    const kept = read(storageKey);
    if (!kept) return null;
    const opened = form.getValues() as Record<string, unknown>;
    const differs = Object.entries(kept.values).some(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(opened[name] ?? null),
    );
    return differs ? kept : null;
  });
  const [keptAt, setKeptAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const versionNow = useRef(version);
  versionNow.current = version;

  useEffect(() => {
    if (!storageKey) return;
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const values = Object.fromEntries(
          Object.entries(form.getValues() as Record<string, unknown>).filter(([, v]) => plain(v)),
        );
        const at = Date.now();
        try {
          localStorage.setItem(
            storageKey,
            JSON.stringify({ values, version: versionNow.current, at } satisfies Kept),
          );
          setKeptAt(at);
        } catch {
          // Storage full or refused (private mode): the leave guard still asks before leaving.
        }
      }, KEEP_AFTER_MS);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, storageKey]);

  /** Forgets the kept typing: it was saved, or thrown away on purpose. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    if (storageKey) localStorage.removeItem(storageKey);
    setKeptAt(null);
  }, [storageKey]);

  const bringBack = () => {
    if (!offer) return;
    for (const [name, value] of Object.entries(offer.values)) {
      form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    edited.current = true;
    setOffer(null);
  };
  const discard = () => {
    forget();
    setOffer(null);
  };
  const savedSince = offer !== null && offer.version !== version;
  return { offer, savedSince, bringBack, discard, keptAt, forget };
}

export type KeptTyping = ReturnType<typeof useKeptTyping>;

/** The offer to bring back typing that was not saved, above the editor's fields. */
export function KeptTypingOffer({ typing }: { typing: KeptTyping }) {
  if (!typing.offer) return null;
  const at = dayjs(typing.offer.at);
  const when = at.isSame(dayjs(), 'day') ? at.format('h:mm A') : at.format('MMM D, h:mm A');
  return (
    <section aria-label="Unsaved changes">
      <Alert color="yellow" title="Changes that were not saved">
        <Text size="sm">
          At {when} you made changes here that were not saved: the window was closed or the browser
          stopped. They were kept on this computer.
          {typing.savedSince
            ? ' Someone has saved this item since then: check what you bring back before saving.'
            : ''}
        </Text>
        <Group gap="sm" mt="sm">
          <Button size="xs" onClick={typing.bringBack}>
            Bring them back
          </Button>
          <Button size="xs" variant="default" onClick={typing.discard}>
            Discard them
          </Button>
        </Group>
      </Alert>
    </section>
  );
}

/**
 * Under the editor once it holds changes: they are safe here until saved. The line is there from
 * the start, empty, so the buttons under it stay where they are when it fills: a click aimed at
 * one as it appeared landed beside it.
 */
export function KeptTypingNote({
  typing,
  autosaved,
}: {
  typing: KeptTyping;
  /** The editor's own draft saves: "Saved as a draft at 10:42", or why it stopped. */
  autosaved: { at: number } | { stopped: string } | null;
}) {
  const time = (at: number) => dayjs(at).format('h:mm A');
  let line = '\u00a0';
  if (autosaved && 'stopped' in autosaved) line = autosaved.stopped;
  else if (typing.keptAt !== null) {
    line = `Changes kept on this computer at ${time(typing.keptAt)} until you save them.`;
  } else if (autosaved) line = `Saved as a draft at ${time(autosaved.at)}.`;
  return (
    <Text size="xs" c="dimmed" ta="right" mt="xs" role="status">
      {line}
    </Text>
  );
}

/**
 * The editor shell every editable type shares: a react-hook-form form checked by its zod schema,
 * a save that toasts the server's message, a failed save whose per-field messages land under
 * their fields, the Cancel/submit row, and the loading and failed states of an edit screen.
 * A form says only what is its own: its fields, how it saves and where it goes after.
 * An edit sends the version it opened; a save refused because someone saved in between (409)
 * opens SaveConflictDialog, once here for every editor; and an editor with unsaved changes asks
 * before it is left (LeaveGuard). Both: docs/editing.md.
 */
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CreatedResponse, MessageResponse } from '@chamber/contracts';
import { ApiError } from '../api/client.ts';
import type { Edited } from '../api/resource.ts';
import type { RevisionItem } from '../api/revisions.ts';
import { reportSaveError } from './fields.tsx';
import { FormButtons } from './FormButtons.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { PageLoader } from './PageLoader.tsx';
import { KeptTypingNote, KeptTypingOffer, useKeptTyping, type KeptTyping } from './KeptTyping.tsx';
import { HistoryBar } from './RevisionHistory.tsx';
import { SaveConflictDialog, type SaveConflict } from './SaveConflictDialog.tsx';
import { toast } from './toast.ts';
import type { useFormImage } from './ImageUpload.tsx';

type FormImage = ReturnType<typeof useFormImage>;

export type ResourceFormOptions<TIn extends FieldValues, TOut, A extends MessageResponse> = {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<NoInfer<TIn>>;
  /**
   * Sends the checked values with `version` (undefined: none, the save wins whatever was saved
   * in between); the answer's message is toasted. Resolves to nothing when the form refuses to
   * send after all (it has put its message under the field).
   */
  save: (values: TOut, version: number | undefined) => Promise<A | undefined>;
  /** The version of the record being edited (none for a new one): a stale save is refused. */
  version?: number;
  /** After the toast: where the user goes next (`isCreated(answer)` tells a create apart). */
  onSaved?: (answer: A, values: TOut) => void | Promise<void>;
  /** A failed save's own meaning for the form, before the server's field messages and toast. */
  onFailed?: (error: unknown) => void;
  /** Save failures of the content types are warnings; the users' forms keep errors. */
  failure?: 'error' | 'warning';
  /** An image kept beside the form (useFormImage): checked on submit, refused by the server. */
  image?: FormImage;
  /**
   * Reads the item as stored now, for “Compare” after a save conflict (default: the edit screen's
   * record; a dialog over a list or inside another item's screen reads its own).
   */
  theirs?: () => Promise<object>;
  /**
   * A stored item's draft save of its fields, without a new picture (usePublishingSave's
   * `draftSave`): the editor saves its draft by itself once typing stops for AUTOSAVE.afterMs,
   * when the form is complete.
   */
  autosave?: (values: TOut, version: number | undefined) => Promise<unknown>;
};

/**
 * How long after the last change an editor saves its draft by itself. A setting, so the tests of
 * what happens before it (typing kept in the browser) can turn it off (`Infinity`).
 */
export const AUTOSAVE = { afterMs: 5000 };

/** What the editor's own saves did: when the last one was, or why it stopped saving by itself. */
export type Autosaved = { at: number } | { stopped: string } | null;

export function useResourceForm<TIn extends FieldValues, TOut, A extends MessageResponse>({
  schema,
  defaultValues,
  save,
  onSaved,
  onFailed,
  failure = 'error',
  image,
  version: opened,
  theirs,
  autosave,
}: ResourceFormOptions<TIn, TOut, A>) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  // The version this editor's next save is made on: the one opened, then one more per save. The
  // ref is read by a save that waited for the editor's own save before it.
  const [version, setVersion] = useState(opened);
  const versionNow = useRef(opened);
  const setSavedVersion = (next: number | undefined) => {
    versionNow.current = next;
    setVersion(next);
  };
  const savedOnce = () =>
    setSavedVersion(versionNow.current === undefined ? undefined : versionNow.current + 1);
  // The editor's own save under way: any other save waits for it, so both count their version.
  const ownSave = useRef<Promise<unknown> | null>(null);
  // Changes made so far: a change during the editor's own save is still unsaved after it.
  const changes = useRef(0);
  const [autosaved, setAutosaved] = useState<Autosaved>(null);
  const [refused, setRefused] = useState<{ message: string; values: TOut; version?: number }>();
  const [savingMine, setSavingMine] = useState(false);
  const stored = useContext(StoredRecord);
  // Unsaved: a field was changed since the record was loaded or last saved, or a new image is
  // chosen. Marked as the change happens, not at the next render: leaving at once must see it.
  const edited = useRef(false);
  useEffect(() => {
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      edited.current = true;
      changes.current += 1;
    });
    return () => watching.unsubscribe();
  }, [form]);
  const chosenImage = useRef<File | null>(null);
  chosenImage.current = image?.file ?? null;
  const savedImage = useRef<File | null>(null);
  const unsaved = useCallback(
    () => edited.current || chosenImage.current !== savedImage.current,
    [],
  );
  const typing = useKeptTyping(form, edited, version);

  /** Saves; `checked`: on the version this editor holds (else the save wins whatever came first). */
  async function run(values: TOut, checked: boolean) {
    await ownSave.current;
    let answer: A | undefined;
    try {
      answer = await save(values, checked ? versionNow.current : undefined);
    } catch (error) {
      // A save conflict says who saved (other 409s, such as a url in use, do not).
      if (error instanceof ApiError && error.status === 409 && 'savedBy' in error.details) {
        const current = error.details.version;
        setRefused({
          message: error.message,
          values,
          version: typeof current === 'number' ? current : undefined,
        });
        return;
      }
      image?.takeServerError(error);
      onFailed?.(error);
      reportSaveError(error, form.setError, failure);
      return;
    }
    if (answer === undefined) return;
    // What was just saved is what the form now starts from.
    typing.forget();
    edited.current = false;
    savedImage.current = image?.file ?? null;
    form.reset(form.getValues());
    savedOnce();
    setAutosaved(null);
    toast.success(answer.message);
    await onSaved?.(answer, values);
  }

  const send = form.handleSubmit(async (values) => {
    if (image?.missing) return; // its message is already under the upload
    await run(values, true);
  });
  const submit = image ? image.onSubmit(send) : send;
  const conflict: SaveConflict | null = refused
    ? {
        message: refused.message,
        saving: savingMine,
        cancel: () => setRefused(undefined),
        loadTheirs: () => {
          setRefused(undefined);
          edited.current = false; // their version replaces the typing, as chosen
          typing.forget();
          savedImage.current = chosenImage.current;
          // An edit screen loads the record again; elsewhere (a dialog over a list) the page does.
          if (stored) void stored.reload();
          else window.location.reload();
        },
        // Their save as stored now, to set beside what was typed (edit screens only).
        theirs: theirs ?? stored?.latest,
        typed: refused.values as Record<string, unknown>,
        saveMine: async () => {
          setSavingMine(true);
          // Their save is the version stored now; ours goes over it and counts one more.
          setSavedVersion(refused.version);
          try {
            await run(refused.values, false);
          } finally {
            setSavingMine(false);
            setRefused(undefined);
          }
        },
      }
    : null;
  /**
   * The editor's own draft save: the values as they are, if complete, on the version it holds,
   * with no toast. A colleague's save in between stops it (the next Save asks what to keep); any
   * other failure leaves the typing kept in the browser, for the next save to say.
   */
  async function saveByItself() {
    if (!autosave || ownSave.current || form.formState.isSubmitting || refused) return;
    if (!unsaved() || (autosaved !== null && 'stopped' in autosaved)) return;
    const checked = schema.safeParse(form.getValues());
    if (!checked.success) return;
    const changesBefore = changes.current;
    ownSave.current = (async () => {
      try {
        await autosave(checked.data, versionNow.current);
        savedOnce();
        // A new picture is not sent by these saves: it waits for Save, and so does leaving.
        if (changes.current === changesBefore) {
          edited.current = false;
          typing.forget();
        }
        setAutosaved({ at: Date.now() });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && 'savedBy' in error.details) {
          setAutosaved({ stopped: `${error.message} Your changes are not saved yet.` });
        }
      } finally {
        ownSave.current = null;
      }
    })();
    await ownSave.current;
  }
  const byItself = useRef(saveByItself);
  byItself.current = saveByItself;
  // Subscribed once: the timer must outlive the renders typing causes.
  const autosaves = autosave !== undefined && opened !== undefined;
  useEffect(() => {
    if (!autosaves) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watching = form.watch((_values, { type }) => {
      if (type !== 'change' || !Number.isFinite(AUTOSAVE.afterMs)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void byItself.current(), AUTOSAVE.afterMs);
    });
    return () => {
      watching.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, autosaves]);

  return {
    ...form,
    submit,
    submitting: form.formState.isSubmitting || savingMine,
    conflict,
    unsaved,
    typing,
    autosaved,
  };
}

/**
 * The save of a form of JSON values: an update of `stored` (with the version the editor opened),
 * or a create while there is nothing stored yet. A form with an image: imageFormSave.
 */
export function formSave<Values, Answer>(
  stored: { id: number } | null,
  create: { mutateAsync(input: Values): Promise<Answer> },
  update: { mutateAsync(input: Values & Edited): Promise<Answer> },
) {
  return (values: Values, version: number | undefined) =>
    stored ? update.mutateAsync({ ...values, id: stored.id, version }) : create.mutateAsync(values);
}

/** A create's answer carries the new row's id; an update's has the message only. */
export const isCreated = (answer: MessageResponse): answer is CreatedResponse =>
  'id' in answer && typeof answer.id === 'number';

export type Editor = {
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  conflict?: SaveConflict | null;
  /** Whether the form holds changes not saved yet. */
  unsaved?: () => boolean;
  /** Unsaved typing kept in the browser (editor screens: KeptTyping). */
  typing?: KeptTyping;
  /** The editor's own draft saves (editors with `autosave`). */
  autosaved?: Autosaved;
};

/**
 * What every editor may have to ask: whose save stays after a conflict, and, for an editor that is
 * a screen of its own (`guard`), whether to leave with changes unsaved. A dialog is not guarded:
 * its Cancel is the way to throw its changes away.
 */
export function EditorQuestions({ editor, guard }: { editor: Editor; guard: boolean }) {
  return (
    <>
      <SaveConflictDialog conflict={editor.conflict ?? null} />
      {guard && editor.unsaved ? (
        <LeaveGuard unsaved={editor.unsaved} onLeave={editor.typing?.forget} />
      ) : null}
    </>
  );
}

/**
 * The form element with its Cancel/submit row. `framed`: an editor screen's card, its fieldsets
 * spaced apart; otherwise the fields as given (a dialog's). `guard` (default: framed): the form is
 * a screen of its own, which asks before it is left with changes unsaved.
 */
export function EditorForm({
  editor,
  submitText,
  onCancel,
  framed = false,
  guard = framed,
  id,
  buttons = (
    <FormButtons submitText={submitText ?? ''} submitting={editor.submitting} onCancel={onCancel} />
  ),
  children,
}: {
  editor: Editor;
  submitText?: string;
  onCancel?: () => void;
  framed?: boolean;
  guard?: boolean;
  id?: string;
  /** Buttons of its own instead of Cancel + submit (an editor with drafts: PublishingButtons). */
  buttons?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form id={id} onSubmit={editor.submit} noValidate>
      <EditorQuestions editor={editor} guard={guard} />
      {framed ? (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="lg">
            {editor.typing ? <KeptTypingOffer typing={editor.typing} /> : null}
            {children}
          </Stack>
          {editor.typing ? (
            <KeptTypingNote typing={editor.typing} autosaved={editor.autosaved ?? null} />
          ) : null}
          {buttons}
        </Paper>
      ) : (
        <>
          {children}
          {buttons}
        </>
      )}
    </form>
  );
}

/**
 * The edited record as stored now: `reload` loads it again and starts its editor afresh from it
 * (“Load their version”, a restored revision); `latest` only reads it (“Compare”).
 */
const StoredRecord = createContext<{
  reload: () => Promise<void>;
  latest: () => Promise<Record<string, unknown>>;
} | null>(null);

/**
 * An edit screen's record: the loader while it loads, the failure with a way back to the list,
 * then the editor. Key the editor by id: it starts from the stored values and later reloads do
 * not reset edits, but for “Load their version” after a save conflict, which starts it afresh.
 */
export function LoadedRecord<T>({
  query,
  what,
  listPath,
  history,
  children,
}: {
  /** The item whose History the screen offers (its revisions: docs/editing.md). */
  history?: RevisionItem;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    /** When the data shown was answered (the editor starts afresh from a reloaded answer). */
    dataUpdatedAt?: number;
    refetch?: () => Promise<{ dataUpdatedAt: number; data?: T }>;
  };
  what: string;
  listPath?: string;
  children: (record: T) => ReactNode;
}) {
  // The answer a reload brought: the editor starts afresh from it, once this screen has it (the
  // query hands it over a moment after the refetch settles; started earlier, the editor would
  // start from the old answer).
  const [reloadedAt, setReloadedAt] = useState(0);
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (refetch) setReloadedAt((await refetch()).dataUpdatedAt);
  }, [refetch]);
  const latest = useCallback(
    async () => ((await refetch?.())?.data ?? {}) as Record<string, unknown>,
    [refetch],
  );
  const stored = useMemo(() => (refetch ? { reload, latest } : null), [refetch, reload, latest]);
  if (query.isPending || (query.dataUpdatedAt ?? 0) < reloadedAt) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed what={what} error={query.error} listPath={listPath} />;
  }
  return (
    <StoredRecord.Provider value={stored}>
      <HistoryBar item={history ?? null} onRestored={reload} />
      <Fragment key={reloadedAt}>{children(query.data)}</Fragment>
    </StoredRecord.Provider>
  );
}

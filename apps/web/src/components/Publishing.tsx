/**
 * Drafts and publishing in the editors of pages, blogs and events (docs/editing.md): every save
 * from the editor is a draft, which visitors do not see; Publish shows it on the site, now or at
 * a time (Schedule…), and Unpublish takes it off. The state reads the same in the editor and in
 * the lists: "Draft", "Published", "Scheduled for 3 Dec, 09:00", "Published — unpublished changes".
 */
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ITEM_NOUNS,
  type MessageResponse,
  type PublishingPart,
  type PublishingState,
  type PublishingType,
} from '@chamber/contracts';
import { useTimeZone } from '../api/home.ts';
import type { MediaItem } from '../api/media.ts';
import type { Edited } from '../api/resource.ts';
import { fetchPublishingParts, usePublish, useUnpublish } from '../api/publishing.ts';
import { useCan } from '../auth/session.ts';
import { pickerDefaults, ZonedDateTimePicker } from './DateTimeField.tsx';
import { formatScheduleTime } from './dates.ts';
import { imageFormSave, type WithImage } from './ImageUpload.tsx';
import { EditorForm, isCreated } from './ResourceEditor.tsx';

type Published = Partial<PublishingState>;

/** The item's publishing state in words, its times on the chamber's clock. */
function publishingLabel(item: Published, timeZone: string) {
  const at = (iso: string) => formatScheduleTime(iso, timeZone);
  const until = item.unpublishAt ? ` — off the site on ${at(item.unpublishAt)}` : '';
  if (item.status === 'scheduled' && item.publishAt)
    return `Scheduled for ${at(item.publishAt)}${until}`;
  if (item.status === 'published') {
    if (item.hasDraft && item.publishAt)
      return `Published — changes scheduled for ${at(item.publishAt)}${until}`;
    if (item.hasDraft) return `Published — unpublished changes${until}`;
    return `Published${until}`;
  }
  return 'Draft';
}

const COLOR = { draft: 'gray', scheduled: 'blue', published: 'green' } as const;

function PublishingBadge({ item }: { item: Published }) {
  const timeZone = useTimeZone();
  const color =
    item.status === 'published' && item.hasDraft ? 'orange' : COLOR[item.status ?? 'draft'];
  return (
    <Badge variant="light" color={color} tt="none" miw="max-content">
      {publishingLabel(item, timeZone)}
    </Badge>
  );
}

/** The lists' column of it. */
export function publishingColumn<T extends Published>(timeZone: string): ColumnDef<T, string> {
  return {
    id: 'publishing',
    header: 'Publishing',
    accessorFn: (item) => publishingLabel(item, timeZone),
    cell: ({ row }) => <PublishingBadge item={row.original} />,
  };
}

/** What the editor's next save goes on to do once the draft is saved. */
type Intent =
  | { action: 'draft' }
  | { action: 'publish' }
  | { action: 'unpublish' }
  /** At the times chosen in the Schedule dialog: either may be left out. */
  | { action: 'schedule'; publishAt: string | null; unpublishAt: string | null };

/**
 * The save of an editor of a type with drafts: `wrap` turns the form's save into a draft save,
 * followed by what the button pressed (PublishingButtons) asks: publish, schedule or unpublish,
 * said in one message.
 */
export function usePublishingSave(
  type: PublishingType,
  stored: ({ id: number } & Published) | null,
  noun: string,
) {
  const intent = useRef<Intent>({ action: 'draft' });
  const formId = useId();
  const publish = usePublish();
  const unpublish = useUnpublish();
  const isPublic = stored?.status === 'published';
  // "the settings" are many.
  const them = type === 'settings' ? 'them' : 'it';

  function wrap<V extends { draft?: boolean }, A extends MessageResponse>(
    send: (values: V, version: number | undefined) => Promise<A | undefined>,
  ) {
    return async (values: V, version: number | undefined): Promise<A | undefined> => {
      // What the button pressed asks, taken at once: a later save is a draft unless told.
      const wanted = intent.current;
      intent.current = { action: 'draft' };
      const answer = await send({ ...values, draft: true }, version);
      if (answer === undefined) return answer;
      const id = isCreated(answer) ? answer.id : stored!.id;
      if (wanted.action === 'publish') {
        return { ...answer, message: (await publish.mutateAsync({ type, id })).message };
      }
      if (wanted.action === 'schedule') {
        const said: string[] = [];
        if (wanted.publishAt)
          said.push((await publish.mutateAsync({ type, id, publishAt: wanted.publishAt })).message);
        if (wanted.unpublishAt) {
          const { unpublishAt } = wanted;
          said.push((await unpublish.mutateAsync({ type, id, unpublishAt })).message);
        }
        return { ...answer, message: said.join(' ') };
      }
      if (wanted.action === 'unpublish') {
        return { ...answer, message: (await unpublish.mutateAsync({ type, id })).message };
      }
      const message = isPublic
        ? `Draft saved. Visitors see the published ${noun} until you publish ${them}.`
        : `Draft saved. The ${noun} is not on the site until you publish ${them}.`;
      return { ...answer, message };
    };
  }

  /** The save as a draft only, whatever button was pressed last (the editor's own saves). */
  function draftSave<V extends { draft?: boolean }>(
    send: (values: V, version: number | undefined) => Promise<unknown>,
  ) {
    return (values: V, version: number | undefined) => send({ ...values, draft: true }, version);
  }

  return { wrap, draftSave, intent, stored, noun, formId, type };
}

/**
 * The editor's buttons and state: Cancel, Unpublish (or Cancel schedule), Schedule…, Save draft
 * and Publish; each saves the form as a draft first. `formId` ties them to the form, so they may
 * stand outside it (the Schedule dialog's; the menu item editor's, under its assigned items).
 * `children` go first (Return to Listing).
 */
export function PublishingButtons({
  publishing: { intent, stored, noun, formId, type },
  submitting,
  onCancel,
  children,
}: {
  publishing: ReturnType<typeof usePublishingSave>;
  submitting: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [scheduling, setScheduling] = useState(false);
  // What goes live with it, shown before a Publish that takes more than the item on the site.
  const [parts, setParts] = useState<PublishingPart[] | null>(null);
  const [checking, setChecking] = useState(false);
  const publishNow = () => {
    intent.current = { action: 'publish' };
    (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  };
  const checkParts = async () => {
    if (!stored) return publishNow();
    setChecking(true);
    try {
      const found = await fetchPublishingParts(type, stored.id);
      if (found.length === 0) publishNow();
      else setParts(found);
    } finally {
      setChecking(false);
    }
  };
  // The pickers read and write the chamber's clock, as the event times do.
  const timeZone = useTimeZone();
  // ISO instants, "" while not chosen.
  const [publishOn, setPublishOn] = useState('');
  const [takeOffOn, setTakeOffOn] = useState('');
  const isPublic = stored?.status === 'published';
  // Taking off before going on would leave it off the site: said at once, under the field.
  const takeOffTooEarly = publishOn !== '' && takeOffOn !== '' && takeOffOn <= publishOn;
  const canSchedule = (publishOn !== '' || (isPublic && takeOffOn !== '')) && !takeOffTooEarly;
  const publishLabel = isPublic ? 'Publish the changes on' : 'Publish on';
  const takeOffLabel = 'Take it off the site on (optional)';
  // Authors save drafts; an editor or administrator publishes them.
  const publishes = useCan('publish');
  const press = (next: Intent) => () => {
    intent.current = next;
  };
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Status:
        </Text>
        <PublishingBadge item={stored ?? { status: 'draft' }} />
      </Group>
      <Group justify="flex-end" gap="sm">
        {children}
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        {publishes && (stored?.status === 'published' || stored?.status === 'scheduled') ? (
          <Button
            type="submit"
            form={formId}
            variant="default"
            color="red"
            loading={submitting}
            onClick={press({ action: 'unpublish' })}
          >
            {stored.status === 'published' ? 'Unpublish' : 'Cancel schedule'}
          </Button>
        ) : null}
        {publishes ? (
          <Button variant="default" onClick={() => setScheduling(true)} disabled={submitting}>
            Schedule…
          </Button>
        ) : null}
        <Button
          type="submit"
          form={formId}
          variant={publishes ? 'default' : 'filled'}
          loading={submitting}
          onClick={press({ action: 'draft' })}
        >
          Save draft
        </Button>
        {publishes ? (
          <Button loading={submitting || checking} onClick={() => void checkParts()}>
            Publish
          </Button>
        ) : null}
      </Group>
      {publishes ? null : (
        <Text size="sm" c="dimmed" w="100%" ta="right">
          An editor or administrator publishes it on the site.
        </Text>
      )}
      <Modal opened={parts !== null} onClose={() => setParts(null)} title={`Publish the ${noun}`}>
        <Stack>
          <Text size="sm">Publishing the {noun} also puts these on the site:</Text>
          <List spacing="xs" size="sm">
            {(parts ?? []).map((part) => (
              <List.Item key={`${part.type}-${part.id}`}>
                <PartLine part={part} />
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setParts(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setParts(null);
                publishNow();
              }}
            >
              Publish all
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={scheduling}
        onClose={() => setScheduling(false)}
        title={`Schedule the ${noun}`}
      >
        <Stack>
          <Text size="sm">
            Your changes are saved as a draft now, and the {noun} is published on the site at the
            time you choose. It can also come off the site by itself later: for an offer or an
            announcement that ends. Times are on the chamber’s clock ({timeZone}).
          </Text>
          <ZonedDateTimePicker
            {...pickerDefaults(publishLabel)}
            timeZone={timeZone}
            label={publishLabel}
            placeholder={
              isPublic ? 'Leave empty to keep the changes as a draft' : 'Pick a date and time'
            }
            minDate={new Date()}
            value={publishOn}
            onChange={setPublishOn}
            clearable
            popoverProps={{ withinPortal: false }}
          />
          <ZonedDateTimePicker
            {...pickerDefaults(takeOffLabel)}
            timeZone={timeZone}
            label={takeOffLabel}
            placeholder="Leave empty to keep it on the site"
            minDate={publishOn ? new Date(publishOn) : new Date()}
            value={takeOffOn}
            onChange={setTakeOffOn}
            clearable
            error={takeOffTooEarly ? `Choose a time after the ${noun} goes on the site` : null}
            popoverProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setScheduling(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={!canSchedule}
              onClick={() => {
                intent.current = {
                  action: 'schedule',
                  publishAt: publishOn || null,
                  unpublishAt: takeOffOn || null,
                };
                setScheduling(false);
              }}
            >
              Schedule
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

/**
 * Cancel, Save draft and Publish, the state beside them: for the editors without a schedule (a
 * footer item's dialog, the settings). Scheduling is for the items with an address of their own.
 */
export function SimplePublishingButtons({
  publishing: { intent, stored },
  submitting,
  onCancel,
}: {
  publishing: ReturnType<typeof usePublishingSave>;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <PublishingBadge item={stored ?? { status: 'draft' }} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="default"
          loading={submitting}
          onClick={() => {
            intent.current = { action: 'draft' };
          }}
        >
          Save draft
        </Button>
        <Button
          type="submit"
          loading={submitting}
          onClick={() => {
            intent.current = { action: 'publish' };
          }}
        >
          Publish
        </Button>
      </Group>
    </Group>
  );
}

/** "Content section “Welcome”: its changes. It is also on the page “About”." */
function PartLine({ part }: { part: PublishingPart }) {
  const noun = ITEM_NOUNS[part.type];
  const what = `${noun[0].toUpperCase()}${noun.slice(1)} “${part.name}”`;
  const change = part.change === 'new' ? 'new on the site' : 'its changes';
  const elsewhere = part.alsoOn.map((use) => `the ${use.type} “${use.name}”`).join(', ');
  return (
    <>
      <Text span fw={600}>
        {what}
      </Text>
      : {change}.{elsewhere ? ` It is also on ${elsewhere}, which changes too.` : ''}
    </>
  );
}

/** An editor screen's form of a type with drafts: EditorForm with the publishing buttons. */
export function PublishingForm({
  publishing,
  editor,
  onCancel,
  children,
}: {
  publishing: ReturnType<typeof usePublishingSave>;
  editor: ComponentProps<typeof EditorForm>['editor'];
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <EditorForm
      editor={editor}
      framed
      id={publishing.formId}
      buttons={
        <PublishingButtons
          publishing={publishing}
          submitting={editor.submitting}
          onCancel={onCancel}
        />
      }
    >
      {children}
    </EditorForm>
  );
}

/**
 * The saves of a form with drafts and a useFormImage image: the buttons' (a draft, then what the
 * button pressed says) and, for a stored item, the editor's own draft save, which keeps its image.
 */
export function publishedImageSaves<
  Values extends { draft?: boolean },
  Answer extends MessageResponse,
>(
  publishing: Pick<ReturnType<typeof usePublishingSave>, 'wrap' | 'draftSave'>,
  stored: { id: number } | null,
  image: { file: File | null; media: MediaItem | null },
  create: { mutateAsync(input: WithImage<Values>): Promise<Answer> },
  update: { mutateAsync(input: WithImage<Values> & Edited): Promise<Answer> },
) {
  return {
    save: publishing.wrap(imageFormSave(stored, image, create, update)),
    autosave: stored
      ? publishing.draftSave((values: Values, version) =>
          update.mutateAsync({ id: stored.id, values, image: null, version }),
        )
      : undefined,
  };
}

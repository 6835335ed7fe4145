/**
 * Drafts and publishing in the editors of pages, blogs and events (docs/editing.md): every save
 * from the editor is a draft, which visitors do not see; Publish shows it on the site, now or at
 * a time (Schedule…), and Unpublish takes it off. The state reads the same in the editor and in
 * the lists: "Draft", "Published", "Scheduled for 3 Dec, 09:00", "Published — unpublished changes".
 */
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import type { MessageResponse, PublishingState, PublishingType } from '@chamber/contracts';
import { usePublish, useUnpublish } from '../api/publishing.ts';
import { useCan } from '../auth/session.ts';
import { DATE_PICKER_LABELS, TIME_PICKER_PROPS } from './DateTimeField.tsx';
import { EditorForm, isCreated } from './ResourceEditor.tsx';

type Published = Partial<PublishingState>;

const at = (iso: string) => dayjs(iso).format('D MMM, HH:mm');

/** The item's publishing state in words. */
function publishingLabel(item: Published) {
  if (item.status === 'scheduled' && item.publishAt) return `Scheduled for ${at(item.publishAt)}`;
  if (item.status === 'published') {
    if (item.hasDraft && item.publishAt)
      return `Published — changes scheduled for ${at(item.publishAt)}`;
    if (item.hasDraft) return 'Published — unpublished changes';
    return 'Published';
  }
  return 'Draft';
}

const COLOR = { draft: 'gray', scheduled: 'blue', published: 'green' } as const;

function PublishingBadge({ item }: { item: Published }) {
  const color =
    item.status === 'published' && item.hasDraft ? 'orange' : COLOR[item.status ?? 'draft'];
  return (
    <Badge variant="light" color={color} tt="none" miw="max-content">
      {publishingLabel(item)}
    </Badge>
  );
}

/** The lists' column of it. */
export function publishingColumn<T extends Published>(): ColumnDef<T, string> {
  return {
    id: 'publishing',
    header: 'Publishing',
    accessorFn: publishingLabel,
    cell: ({ row }) => <PublishingBadge item={row.original} />,
  };
}

/** What the editor's next save goes on to do once the draft is saved. */
type Intent = { action: 'draft' } | { action: 'publish'; at?: string } | { action: 'unpublish' };

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

  function wrap<V extends { draft?: boolean }, A extends MessageResponse>(
    send: (values: V, version: number | undefined) => Promise<A | undefined>,
  ) {
    return async (values: V, version: number | undefined): Promise<A | undefined> => {
      const answer = await send({ ...values, draft: true }, version);
      if (answer === undefined) return answer;
      const id = isCreated(answer) ? answer.id : stored!.id;
      const wanted = intent.current;
      intent.current = { action: 'draft' };
      if (wanted.action === 'publish') {
        const done = await publish.mutateAsync({ type, id, publishAt: wanted.at });
        return { ...answer, message: done.message };
      }
      if (wanted.action === 'unpublish') {
        return { ...answer, message: (await unpublish.mutateAsync({ type, id })).message };
      }
      const message = isPublic
        ? `Draft saved. Visitors see the published ${noun} until you publish it.`
        : `Draft saved. The ${noun} is not on the site until you publish it.`;
      return { ...answer, message };
    };
  }

  return { wrap, intent, stored, noun, formId };
}

/**
 * The editor's buttons and state: Cancel, Unpublish (or Cancel schedule), Schedule…, Save draft
 * and Publish; each saves the form as a draft first. `formId` ties the Schedule dialog's button
 * (outside the form) to it.
 */
function PublishingButtons({
  publishing: { intent, stored, noun, formId },
  submitting,
  onCancel,
}: {
  publishing: ReturnType<typeof usePublishingSave>;
  submitting: boolean;
  onCancel: () => void;
}) {
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState<string | null>(null);
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
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        {publishes && (stored?.status === 'published' || stored?.status === 'scheduled') ? (
          <Button
            type="submit"
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
          variant={publishes ? 'default' : 'filled'}
          loading={submitting}
          onClick={press({ action: 'draft' })}
        >
          Save draft
        </Button>
        {publishes ? (
          <Button type="submit" loading={submitting} onClick={press({ action: 'publish' })}>
            Publish
          </Button>
        ) : null}
      </Group>
      {publishes ? null : (
        <Text size="sm" c="dimmed" w="100%" ta="right">
          An editor or administrator publishes it on the site.
        </Text>
      )}
      <Modal
        opened={scheduling}
        onClose={() => setScheduling(false)}
        title={`Schedule the ${noun}`}
      >
        <Stack>
          <Text size="sm">
            Your changes are saved as a draft now, and the {noun} is published on the site at the
            time you choose.
          </Text>
          <DateTimePicker
            label="Publish on"
            placeholder="Pick a date and time"
            valueFormat="MMMM D, YYYY h:mm A"
            minDate={new Date()}
            value={when}
            onChange={setWhen}
            ariaLabels={DATE_PICKER_LABELS}
            timePickerProps={TIME_PICKER_PROPS}
            submitButtonProps={{ 'aria-label': 'Done' }}
            popoverProps={{ withinPortal: false }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setScheduling(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              disabled={!when}
              onClick={() => {
                intent.current = { action: 'publish', at: dayjs(when).toISOString() };
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

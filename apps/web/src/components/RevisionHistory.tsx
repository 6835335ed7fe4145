/**
 * The History panel of every editor (docs/editing.md): the item's saved versions, newest first,
 * with who saved, when (in the staff member's own time) and what changed; any two compared field
 * by field; any earlier one restored after a confirmation (the restore is a version of its own).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ADDRESSED_TYPES, type AddressedType, type RevisionSummary } from '@chamber/contracts';
import { errorMessage } from '../api/client.ts';
import { useCan } from '../auth/session.ts';
import {
  useRestoreRevision,
  useRevisionContents,
  useRevisions,
  type RevisionItem,
} from '../api/revisions.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { PanelButton } from './PanelButton.tsx';
import { PreviewButton } from './PreviewLinks.tsx';
import { formatDateTime } from './dates.ts';
import { FieldChanges } from './FieldChanges.tsx';
import { toast } from './toast.ts';

const KINDS: Record<string, string> = {
  create: 'created',
  save: 'saved',
  restore: 'restored',
};

const versionName = (revision: RevisionSummary) => `Version ${revision.version}`;

/** Pages, blogs and events have an address of their own, and so a Preview. */
const isPreviewed = (item: RevisionItem): item is { type: AddressedType; id: number } =>
  (ADDRESSED_TYPES as readonly string[]).includes(item.type);

/**
 * The History button of an editor, at its top right, with Preview for the types that have drafts
 * (`item` null: a new item has neither).
 */
export function HistoryBar({
  item,
  onRestored,
}: {
  item: RevisionItem | null;
  onRestored: () => unknown;
}) {
  // Earlier versions are for roles that change anyone's items, and previews (which show drafts
  // to people without an account) for those who publish: not authors.
  const readsHistory = useCan('revisions');
  const previews = useCan('publish') && item !== null && isPreviewed(item);
  return item && (readsHistory || previews) ? (
    <Group justify="flex-end" mb="sm">
      {previews ? <PreviewButton item={item} /> : null}
      {readsHistory ? <HistoryButton item={item} onRestored={onRestored} /> : null}
    </Group>
  ) : null;
}

/** The History button and its panel; `onRestored` shows the item as restored. */
function HistoryButton({ item, onRestored }: { item: RevisionItem; onRestored: () => unknown }) {
  return (
    <PanelButton label="History" icon={<IconHistory size={18} aria-hidden />}>
      {(close) => (
        <RevisionHistory
          item={item}
          onRestored={() => {
            close();
            void onRestored();
          }}
        />
      )}
    </PanelButton>
  );
}

function RevisionHistory({ item, onRestored }: { item: RevisionItem; onRestored: () => void }) {
  const revisions = useRevisions(item, true);
  const restore = useRestoreRevision(item);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);

  if (revisions.isPending) return <Loader aria-label="Loading the history" />;
  if (revisions.isError) return <Alert color="red">{errorMessage(revisions.error)}</Alert>;
  const list = revisions.data;
  if (list.length === 0) {
    // Items made before revisions were kept, and not saved since.
    return <Text>No saved versions yet. From the next save on, every version is kept here.</Text>;
  }
  const chosen = list.filter((revision) => picked.includes(revision.id));

  if (comparing && chosen.length === 2) {
    // Older first: the changes read from the earlier version to the later one.
    const [newer, older] = chosen;
    return <Comparison item={item} older={older} newer={newer} back={() => setComparing(false)} />;
  }

  const toggle = (id: number) =>
    setPicked((now) =>
      now.includes(id) ? now.filter((other) => other !== id) : [...now, id].slice(-2),
    );

  return (
    <Stack gap="sm">
      <Text size="sm">
        Every save is kept here. Tick two versions to compare them, or restore an earlier one.
      </Text>
      <Group>
        <Button disabled={chosen.length !== 2} onClick={() => setComparing(true)}>
          {chosen.length === 2
            ? `Compare ${versionName(chosen[1])} with ${versionName(chosen[0])}`
            : 'Compare two versions'}
        </Button>
      </Group>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((revision, index) => (
          <Paper key={revision.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox
                  mt={4}
                  aria-label={`Compare ${versionName(revision)}`}
                  checked={picked.includes(revision.id)}
                  onChange={() => toggle(revision.id)}
                />
                <Stack gap={2}>
                  <Text fw={600}>
                    {versionName(revision)}{' '}
                    <Text span size="sm" c="dimmed">
                      {KINDS[revision.kind] ?? revision.kind}
                    </Text>
                  </Text>
                  <Text size="sm">
                    {revision.savedBy}, {formatDateTime(revision.savedOn)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {revision.summary}
                  </Text>
                </Stack>
              </Group>
              {index === 0 ? (
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  Current
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  aria-label={`Restore ${versionName(revision)}`}
                  onClick={() => setRestoring(revision)}
                >
                  Restore
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={restoring !== null}
        title={restoring ? `Restore ${versionName(restoring)}?` : ''}
        text={
          restoring
            ? `What was saved in ${versionName(restoring)} (${formatDateTime(restoring.savedOn)}) replaces what is there now. Nothing is lost: what is there now stays in the history.`
            : ''
        }
        buttonText="Restore"
        action={async () => {
          if (!restoring) return;
          const answer = await restore.mutateAsync(restoring.id);
          if (answer.missingImages.length) toast.warning(answer.message);
          else toast.success(answer.message);
          onRestored();
        }}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}

function Comparison({
  item,
  older,
  newer,
  back,
}: {
  item: RevisionItem;
  older: RevisionSummary;
  newer: RevisionSummary;
  back: () => void;
}) {
  const [before, after] = useRevisionContents(item, [older.id, newer.id]);
  const failed = before.error ?? after.error;
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={back}>
          Back to the history
        </Button>
      </Group>
      <Text fw={600}>{`${versionName(older)} compared with ${versionName(newer)}`}</Text>
      {failed ? (
        <Alert color="red">{errorMessage(failed)}</Alert>
      ) : before.data && after.data ? (
        <FieldChanges
          before={before.data.content}
          after={after.data.content}
          beforeName={versionName(older)}
          afterName={versionName(newer)}
        />
      ) : (
        <Loader aria-label="Loading the versions" />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../api/client.ts';
import { FieldChanges } from './FieldChanges.tsx';

/** What the editor knows of a refused save, and the ways on. */
export type SaveConflict = {
  /** The server's words: who saved in between, and when. */
  message: string;
  /** Throws away what was typed and shows the stored item. */
  loadTheirs: () => void;
  /** Saves what was typed over their save. */
  saveMine: () => void;
  cancel: () => void;
  saving: boolean;
  /** Reads their save as stored now (absent: nothing to compare with, as in a list's dialog). */
  theirs?: () => Promise<object>;
  /** What was typed, by field. */
  typed: Record<string, unknown>;
};

type Compared =
  | { state: 'loading' }
  | { state: 'shown'; theirs: Record<string, unknown> }
  | {
      state: 'failed';
      message: string;
    };

/**
 * Someone saved the item after this editor opened it (docs/editing.md): say who and when, and
 * let the person compare the two and choose, in plain words, which version stays.
 */
export function SaveConflictDialog({ conflict }: { conflict: SaveConflict | null }) {
  const [compared, setCompared] = useState<Compared | null>(null);
  const close = () => {
    setCompared(null);
    conflict?.cancel();
  };
  const compare = async (theirs: () => Promise<object>) => {
    setCompared({ state: 'loading' });
    try {
      setCompared({ state: 'shown', theirs: (await theirs()) as Record<string, unknown> });
    } catch (error) {
      setCompared({ state: 'failed', message: errorMessage(error) });
    }
  };
  // Each choice closes the comparison with the dialog.
  const choose = (then: () => void) => () => {
    setCompared(null);
    then();
  };
  return (
    <Modal
      opened={conflict !== null}
      onClose={close}
      title="Someone else saved this first"
      centered
      size={compared ? 'lg' : 'md'}
    >
      {conflict ? (
        <Stack>
          <Text>{conflict.message}</Text>
          <Text size="sm" c="dimmed">
            “Compare” shows what they saved beside what you typed. “Load their version” shows what
            they saved and throws away your changes. “Save mine anyway” replaces their changes with
            yours.
          </Text>
          {compared?.state === 'loading' ? <Loader aria-label="Loading their version" /> : null}
          {compared?.state === 'failed' ? <Alert color="red">{compared.message}</Alert> : null}
          {compared?.state === 'shown' ? (
            <FieldChanges
              before={compared.theirs}
              after={conflict.typed}
              beforeName="their save"
              afterName="what you typed"
              only={Object.keys(conflict.typed).filter((key) => key in compared.theirs)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={conflict.saving}>
              Cancel
            </Button>
            {conflict.theirs && compared === null ? (
              <Button
                variant="default"
                onClick={() => void compare(conflict.theirs!)}
                disabled={conflict.saving}
              >
                Compare
              </Button>
            ) : null}
            <Button
              variant="default"
              onClick={choose(conflict.loadTheirs)}
              disabled={conflict.saving}
            >
              Load their version
            </Button>
            <Button color="orange" onClick={choose(conflict.saveMine)} loading={conflict.saving}>
              Save mine anyway
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

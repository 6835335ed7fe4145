import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** What the editor knows of a refused save, and the three ways on. */
export type SaveConflict = {
  /** The server's words: who saved in between, and when. */
  message: string;
  /** Throws away what was typed and shows the stored item. */
  loadTheirs: () => void;
  /** Saves what was typed over their save. */
  saveMine: () => void;
  cancel: () => void;
  saving: boolean;
};

/**
 * Someone saved the item after this editor opened it (docs/editing.md): say who and when, and
 * let the person choose, in plain words, which version stays.
 */
export function SaveConflictDialog({ conflict }: { conflict: SaveConflict | null }) {
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => conflict?.cancel()}
      title="Someone else saved this first"
      centered
    >
      {conflict ? (
        <Stack>
          <Text>{conflict.message}</Text>
          <Text size="sm" c="dimmed">
            “Load their version” shows what they saved and throws away your changes. “Save mine
            anyway” replaces their changes with yours.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={conflict.cancel} disabled={conflict.saving}>
              Cancel
            </Button>
            <Button variant="default" onClick={conflict.loadTheirs} disabled={conflict.saving}>
              Load their version
            </Button>
            <Button color="orange" onClick={conflict.saveMine} loading={conflict.saving}>
              Save mine anyway
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

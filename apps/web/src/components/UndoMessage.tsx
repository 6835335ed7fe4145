import { Button, Group, Text } from '@mantine/core';

/** A toast's text with its Undo button (toast.ts). */
export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        Undo
      </Button>
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';

/** A toast's text with its Undo button (toast.ts). */
export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{text}</Text>
      {/* Never squeezed: the toast is as narrow as the sidebar. */}
      <Button size="compact-sm" variant="light" onClick={onUndo} style={{ flexShrink: 0 }}>
        Undo
      </Button>
    </Group>
  );
}

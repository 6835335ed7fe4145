/**
 * Cells the menu item, page and blog tables share (a candidate for components/ once other
 * screens want them).
 */
import { Button, Group } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Actions cell: View opens the edit screen, the second button asks before removing. */
export function RowActions({
  viewTo,
  removeText,
  onRemove,
}: {
  viewTo: string;
  /** "Delete" or "Remove", as the spec names the action. */
  removeText: string;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={viewTo}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
      >
        View
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onRemove}
      >
        {removeText}
      </Button>
    </Group>
  );
}

/** Flags in tables read Yes/No. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

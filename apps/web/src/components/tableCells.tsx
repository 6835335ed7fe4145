/** Cells the back office's tables share: the row's View/Remove actions and Yes/No. */
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Group } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The Actions cell: View (or Edit) opens the row, as a link (`viewTo`) or in place (`onView`),
 * and is left out with neither; then the row's own actions (`children`); the last button asks
 * before removing, and is left out when the user may not remove.
 */
export function RowActions({
  viewTo,
  onView,
  viewLoading = false,
  viewText = 'View',
  removeText = 'Delete',
  onRemove,
  children,
}: {
  viewTo?: string;
  onView?: () => void;
  /** While the row is being fetched for an in-place view. */
  viewLoading?: boolean;
  viewText?: 'View' | 'Edit';
  /** "Delete" or "Remove", as the spec names the action. */
  removeText?: string;
  onRemove?: () => void;
  children?: ReactNode;
}) {
  const icon =
    viewText === 'Edit' ? <IconEdit size={14} aria-hidden /> : <IconEye size={14} aria-hidden />;
  return (
    <Group gap="xs" wrap="nowrap">
      {viewTo ? (
        <Button component={Link} to={viewTo} size="xs" variant="light" leftSection={icon}>
          {viewText}
        </Button>
      ) : onView ? (
        <Button size="xs" variant="light" leftSection={icon} loading={viewLoading} onClick={onView}>
          {viewText}
        </Button>
      ) : null}
      {children}
      {onRemove ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
        >
          {removeText}
        </Button>
      ) : null}
    </Group>
  );
}

/** Flags in tables read Yes/No. */
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The names of T's flags. */
type FlagOf<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** A column showing one of the row's flags as Yes/No. */
export function yesNoColumn<T>(flag: FlagOf<T>, header: string): ColumnDef<T, string> {
  return { id: flag, header, accessorFn: (row) => yesNo(row[flag] as boolean) };
}

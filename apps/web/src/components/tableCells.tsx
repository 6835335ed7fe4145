/** Cells the back office's tables share: the row's View/Duplicate/Remove actions and Yes/No. */
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A row's Duplicate: a copy icon whose tooltip (`label`) says what the copy will be; a link to a
 * form filled in from the row (`to`), or a button that makes the copy at once (`onClick`).
 */
export function DuplicateAction({
  label,
  to,
  onClick,
  loading = false,
}: { label: string } & (
  | { to: string; onClick?: never; loading?: never }
  | {
      to?: never;
      onClick: () => void;
      loading?: boolean;
    }
)) {
  const look = {
    size: 'input-xs',
    variant: 'light',
    color: 'gray',
    'aria-label': 'Duplicate',
  } as const;
  const icon = <IconCopy size={16} aria-hidden />;
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }}>
      {to ? (
        <ActionIcon component={Link} to={to} {...look}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} loading={loading} {...look}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

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

import { useCallback, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ContactMessage } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useDeleteMessage, useMarkMessageRead, useMessages } from '../../api/messages.ts';
import { dateColumn, formatDate } from '../../components/dates.ts';
import { removalFor, ResourceList, useRowDialog } from '../../components/ResourceList.tsx';
import { yesNoColumn } from '../../components/tableCells.tsx';
import { toast } from '../../components/toast.ts';
import { MessageDialog } from './MessageDialog.tsx';

type CellLayout = 'nowrap' | 'wrap' | 'clamp';
const CELL_LAYOUT = {
  nowrap: { style: { whiteSpace: 'nowrap' } },
  wrap: { miw: 100 },
  // The start of the message: room for a phrase, cut after two lines.
  clamp: { miw: 120, lineClamp: 2 },
} as const;

/** A text cell; unread messages stand out in bold. */
function Cell({
  message,
  layout,
  children,
}: {
  message: ContactMessage;
  layout: CellLayout;
  children: ReactNode;
}) {
  return (
    <Text size="sm" fw={message.isRead ? 400 : 700} {...CELL_LAYOUT[layout]}>
      {children}
    </Text>
  );
}

/** A compact row action: an icon, named by its tooltip and aria-label. */
function IconAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon size="md" variant="light" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`;

/** A long address may break after its @, never inside a name. */
function emailWithBreak({ email }: ContactMessage) {
  const at = email.lastIndexOf('@');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** A text column whose cells are bold while the message is unread. */
function textColumn(
  id: string,
  header: string,
  text: (m: ContactMessage) => string,
  layout: CellLayout,
  show: (m: ContactMessage) => ReactNode = text,
): ColumnDef<ContactMessage, string> {
  return {
    id,
    header,
    accessorFn: text,
    cell: ({ row }) => (
      <Cell message={row.original} layout={layout}>
        {show(row.original)}
      </Cell>
    ),
  };
}

const COLUMNS: ColumnDef<ContactMessage, string>[] = [
  {
    // The day in the table; the time too in the message dialog.
    ...dateColumn<ContactMessage>('received', 'Received', (m) => m.createdAt, formatDate),
    cell: ({ row, getValue }) => (
      <Cell message={row.original} layout="nowrap">
        {getValue()}
      </Cell>
    ),
  },
  textColumn('name', 'Name', fullName, 'wrap'),
  textColumn('email', 'Email', (m) => m.email, 'wrap', emailWithBreak),
  textColumn('phone', 'Phone', (m) => m.phoneNumber ?? '', 'nowrap'),
  // The table shows the start of the message; filtering and the CSV use all of it.
  textColumn('message', 'Message', (m) => m.message, 'clamp'),
  {
    ...yesNoColumn<ContactMessage>('isRead', 'Read?'),
    cell: ({ row }) =>
      row.original.isRead ? (
        <Text size="sm">Yes</Text>
      ) : (
        <Badge variant="filled" color="blue" miw="max-content">
          Unread
        </Badge>
      ),
  },
];

/** /cms/management/messages: what visitors sent through the contact form, newest first. */
export function MessagesScreen() {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const viewing = useRowDialog<ContactMessage>();
  const openViewing = viewing.open;
  const { mutateAsync: setRead } = useMarkMessageRead();

  /** Marks read or unread; `quiet` when it happens as a side effect of opening the message. */
  const mark = useCallback(
    async (message: ContactMessage, isRead: boolean, quiet = false) => {
      try {
        const answer = await setRead({ id: message.id, isRead });
        if (!quiet) toast.success(answer.message);
      } catch (error) {
        toast.warning(errorMessage(error));
      }
    },
    [setRead],
  );

  // Compact icons: the message column keeps the room.
  const rowActions = useCallback(
    (message: ContactMessage, askRemove: () => void) => {
      const view = () => {
        openViewing(message);
        if (!message.isRead) void mark(message, true, true);
      };
      const markLabel = message.isRead ? 'Mark as unread' : 'Mark as read';
      return (
        <Group gap={6} wrap="nowrap">
          <IconAction label="View" color="navy" onClick={view}>
            <IconEye size={16} aria-hidden />
          </IconAction>
          <IconAction
            label={markLabel}
            color="gray"
            onClick={() => void mark(message, !message.isRead)}
          >
            {message.isRead ? (
              <IconMail size={16} aria-hidden />
            ) : (
              <IconMailOpened size={16} aria-hidden />
            )}
          </IconAction>
          <IconAction label="Delete" color="red" onClick={askRemove}>
            <IconTrash size={16} aria-hidden />
          </IconAction>
        </Group>
      );
    },
    [mark, openViewing],
  );

  return (
    <ResourceList
      label="Messages"
      query={messages}
      columns={COLUMNS}
      remove={removalFor('Message', remove.mutateAsync)}
      rowActions={rowActions}
    >
      <MessageDialog
        opened={viewing.opened}
        message={viewing.row}
        onMarkUnread={(message) => {
          viewing.close();
          void mark(message, false);
        }}
        onClose={viewing.close}
      />
    </ResourceList>
  );
}

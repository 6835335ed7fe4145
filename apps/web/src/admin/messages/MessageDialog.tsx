import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ContactMessage } from '@chamber/contracts';
import { formatDateTime } from '../../components/dates.ts';

/** What happened to the e-mail copy, in words staff understand. */
const MAIL_STATUS: Record<string, string> = {
  sent: 'Sent to the company e-mail address',
  failed: 'Could not be sent (the message is kept here)',
  logged: 'Not sent: no mail server is set up',
  none: 'Not sent: the company has no e-mail address',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The full message; open while `message` is set. */
export function MessageDialog({
  opened,
  message,
  onMarkUnread,
  onClose,
}: {
  opened: boolean;
  message: ContactMessage | null;
  onMarkUnread: (message: ContactMessage) => void;
  onClose: () => void;
}) {
  const name = message ? `${message.firstName} ${message.lastName}` : '';
  return (
    <Modal opened={opened} onClose={onClose} title={`Message from ${name}`} size="lg">
      {message ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Detail label="Received">{formatDateTime(message.createdAt)}</Detail>
            <Detail label="Email">
              <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
            </Detail>
            <Detail label="Phone">
              {message.phoneNumber ? (
                <Anchor href={`tel:${message.phoneNumber.replace(/[^\d+]/g, '')}`}>
                  {message.phoneNumber}
                </Anchor>
              ) : (
                'Not given'
              )}
            </Detail>
            <Detail label="E-mail copy">{MAIL_STATUS[message.mailStatus ?? 'none']}</Detail>
          </SimpleGrid>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Message
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Text>
          </div>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => onMarkUnread(message)}>
              Mark as Unread
            </Button>
            <Button
              component="a"
              href={`mailto:${message.email}?subject=${encodeURIComponent('Re: your message')}`}
              leftSection={<IconMailForward size={16} aria-hidden />}
            >
              Reply by Email
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * /cms/management/event/:eventId/registrations: who registered for an event (decision 145), in
 * the order they came, with the seats taken and waiting; staff cancel one (the waiting list moves
 * up) and download the list as CSV.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { registrationSummary, type Registration } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  downloadRegistrationsCsv,
  useCancelRegistration,
  useRegistrations,
} from '../../api/registrations.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../../components/dates.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { toast } from '../../components/toast.ts';
import { editEventPath, EVENTS_PATH } from './paths.ts';

const STATUS: Record<Registration['status'], { label: string; color: string }> = {
  registered: { label: 'Registered', color: 'green' },
  waiting: { label: 'Waiting list', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export function RegistrationsScreen() {
  const eventId = Number(useParams().eventId);
  const list = useRegistrations(eventId);
  const cancel = useCancelRegistration();
  const [cancelling, setCancelling] = useState<Registration | null>(null);

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadFailed what="event" error={list.error} listPath={EVENTS_PATH} />;
  const { event, registrations } = list.data;

  async function download() {
    try {
      await downloadRegistrationsCsv(eventId, `Registrations - ${event.title}.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} size="h3">
            {event.title}
          </Title>
          <Text fw={600} c="dimmed">
            {registrationSummary(list.data)}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={editEventPath(event.id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to the event
          </Button>
          <Button
            onClick={() => void download()}
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={registrations.length === 0}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {registrations.length === 0 ? (
        <Alert color="blue" title="No registrations yet">
          Visitors register on the event page while registration is open.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label="Registrations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Registered on</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Attendees</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {registrations.map((registration) => (
                <Table.Tr key={registration.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(registration.createdAt)}
                  </Table.Td>
                  <Table.Td>{registration.name}</Table.Td>
                  <Table.Td>{registration.email}</Table.Td>
                  <Table.Td>{registration.company ?? ''}</Table.Td>
                  <Table.Td>{registration.attendees}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[registration.status].color} variant="light">
                      {STATUS[registration.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {registration.status === 'cancelled' ? null : (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setCancelling(registration)}
                        aria-label={`Cancel the registration of ${registration.name}`}
                      >
                        Cancel
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel this registration?"
        text={
          cancelling
            ? `${cancelling.name} (${cancelling.attendees} ${cancelling.attendees === 1 ? 'attendee' : 'attendees'}) will no longer be registered. Their seats go to the waiting list, in order, and those moved up are e-mailed.`
            : ''
        }
        buttonText="Cancel registration"
        action={async () => {
          const answer = await cancel.mutateAsync(cancelling!.id);
          toast.success(answer.message);
        }}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}

/**
 * The event form's "Registration" fieldset (decision 145): whether visitors can register on the
 * event page, how many seats, until when, and the price shown; for a saved event, the way to its
 * attendee list with the counts.
 */
import { Anchor, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import { Link } from 'react-router';
import { EVENT_LIMITS, registrationSummary, type EventRequest } from '@chamber/contracts';
import type { EventValues } from '../../api/events.ts';
import { useRegistrations } from '../../api/registrations.ts';
import { useCan } from '../../auth/session.ts';
import { DateTimeField } from '../../components/DateTimeField.tsx';
import { CheckboxField, TextField } from '../../components/fields.tsx';
import { eventRegistrationsPath } from './paths.ts';

type Props = {
  control: Control<EventRequest, unknown, EventValues>;
  timeZone: string;
  /** The saved event's id; null while it is new. */
  eventId: number | null;
};

export function RegistrationFields({ control, timeZone, eventId }: Props) {
  return (
    <Fieldset legend="Registration">
      <CheckboxField
        control={control}
        name="registrationOpen"
        label="Take registrations on the event page"
        description="Visitors fill in a short form; they get a confirmation e-mail with a cancel link."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        <TextField
          control={control}
          name="capacity"
          label="Capacity (seats)"
          description="Empty: no limit. When full, new registrations join a waiting list."
          type="number"
          min={1}
          max={EVENT_LIMITS.capacity}
          inputMode="numeric"
        />
        <DateTimeField
          control={control}
          name="registrationDeadline"
          label="Registration closes"
          description="Empty: at the start of the event."
          timeZone={timeZone}
          clearable
          placeholder="Pick date and time"
        />
        <TextField
          control={control}
          name="priceText"
          label="Price (shown only)"
          description="Nothing is paid on the website."
          placeholder="e.g. $15 members / $25 guests"
          autoComplete="off"
        />
      </SimpleGrid>
      {eventId !== null ? <AttendeesLink eventId={eventId} /> : null}
    </Fieldset>
  );
}

/** "Registrations (12/40, 3 waiting)", for those who may see who registered. */
function AttendeesLink({ eventId }: { eventId: number }) {
  if (!useCan('registrations')) return null;
  return <AttendeesCount eventId={eventId} />;
}

function AttendeesCount({ eventId }: { eventId: number }) {
  const { data } = useRegistrations(eventId);
  return (
    <Text mt="md">
      <Anchor component={Link} to={eventRegistrationsPath(eventId)} fw={600}>
        <IconUsers size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        {data ? registrationSummary(data) : 'Registrations'}
      </Anchor>
    </Text>
  );
}

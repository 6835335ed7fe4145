import { Alert, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useEvent } from '../../api/events.ts';
import { errorMessage } from '../../api/client.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { EventForm } from './EventForm.tsx';
import { EVENTS_PATH } from './EventsScreen.tsx';

/** /cms/management/create-event and /cms/management/event/:eventId: one form, two modes. */
export function EventEditorScreen() {
  const { eventId } = useParams();
  return eventId === undefined ? <EventForm event={null} /> : <EditEvent id={Number(eventId)} />;
}

function EditEvent({ id }: { id: number }) {
  const event = useEvent(id);
  if (event.isPending) return <PageLoader />;
  if (event.isError) {
    // The query cache has already shown the server's message as an error toast.
    return (
      <Alert color="red" title="The event could not be loaded">
        {errorMessage(event.error)}
        <Button component={Link} to={EVENTS_PATH} variant="light" display="block" mt="sm">
          Return to Listing
        </Button>
      </Alert>
    );
  }
  return <EventForm key={id} event={event.data} />;
}

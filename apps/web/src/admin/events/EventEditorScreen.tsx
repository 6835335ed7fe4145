import { useParams } from 'react-router';
import { useEvent } from '../../api/events.ts';
import { LoadedRecord } from '../../components/ResourceEditor.tsx';
import { EventForm } from './EventForm.tsx';
import { EVENTS_PATH } from './EventsScreen.tsx';

/** /cms/management/create-event and /cms/management/event/:eventId: one form, two modes. */
export function EventEditorScreen() {
  const { eventId } = useParams();
  return eventId === undefined ? <EventForm event={null} /> : <EditEvent id={Number(eventId)} />;
}

function EditEvent({ id }: { id: number }) {
  return (
    <LoadedRecord
      query={useEvent(id)}
      what="event"
      listPath={EVENTS_PATH}
      history={{ type: 'event', id }}
    >
      {(event) => <EventForm key={id} event={event} />}
    </LoadedRecord>
  );
}

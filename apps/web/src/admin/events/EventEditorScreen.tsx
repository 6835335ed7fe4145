import { useEvent } from '../../api/events.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { EventForm } from './EventForm.tsx';
import { EVENTS_PATH } from './paths.ts';

/** /cms/management/create-event and /cms/management/event/:eventId: one form, two modes. */
export function EventEditorScreen() {
  return (
    <NewOrStoredScreen
      type="event"
      useOne={useEvent}
      listPath={EVENTS_PATH}
      blank={<EventForm event={null} />}
    >
      {(event) => <EventForm event={event} />}
    </NewOrStoredScreen>
  );
}

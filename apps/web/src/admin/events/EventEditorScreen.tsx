import { useSearchParams } from 'react-router';
import type { ChamberEvent } from '@chamber/contracts';
import { useEvent } from '../../api/events.ts';
import { useSiteInfo } from '../../api/home.ts';
import { useStoredImageFile } from '../../components/ImageUpload.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { LoadedRecord } from '../../components/ResourceEditor.tsx';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { EventForm } from './EventForm.tsx';
import { COPY_OF_PARAM, EVENTS_PATH } from './paths.ts';

/**
 * /cms/management/create-event (`?copyOf=<id>`: filled in from that event) and
 * /cms/management/event/:eventId: one form, two modes. The form waits for the site info, which
 * names the chamber's time zone its pickers are on.
 */
export function EventEditorScreen() {
  const copyOf = Number(useSearchParams()[0].get(COPY_OF_PARAM));
  if (useSiteInfo().isPending) return <PageLoader />;
  return (
    <NewOrStoredScreen
      type="event"
      useOne={useEvent}
      listPath={EVENTS_PATH}
      blank={
        Number.isInteger(copyOf) && copyOf > 0 ? (
          <EventCopy key={copyOf} id={copyOf} />
        ) : (
          <EventForm event={null} />
        )
      }
    >
      {(event) => <EventForm event={event} />}
    </NewOrStoredScreen>
  );
}

/** A new event filled in from the event `id`, once that and its picture are read. */
function EventCopy({ id }: { id: number }) {
  return (
    <LoadedRecord query={useEvent(id)} what="event" listPath={EVENTS_PATH}>
      {(original) => <EventCopyForm original={original} />}
    </LoadedRecord>
  );
}

function EventCopyForm({ original }: { original: ChamberEvent }) {
  const image = useStoredImageFile(original.imageUrl);
  if (image.isPending) return <PageLoader />;
  return <EventForm event={null} copy={{ original, image: image.data ?? null }} />;
}

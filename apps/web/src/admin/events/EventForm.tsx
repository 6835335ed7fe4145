import { useEffect, useRef, useState } from 'react';
import { Alert, AspectRatio, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  EVENT_IMAGE_REQUIRED_MESSAGE,
  EVENT_LIMITS,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventSchema,
  normalizeMapUrl,
  zoneAbbreviation,
  type ChamberEvent,
  type EventRequest,
} from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  useCreateEvent,
  useRepeatEvent,
  useUpdateEvent,
  type EventValues,
} from '../../api/events.ts';
import { useTimeZone } from '../../api/home.ts';
import { ButtonFields, buttonFormValues } from '../../components/ButtonFields.tsx';
import { anHourAfter, nextFullHour } from '../../components/dates.ts';
import { SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import { DateTimeField } from '../../components/DateTimeField.tsx';
import { imageFormSave, ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import { PublishingForm, usePublishingSave } from '../../components/Publishing.tsx';
import { isCreated, useResourceForm } from '../../components/ResourceEditor.tsx';
import { toast } from '../../components/toast.ts';
import { EVENTS_PATH } from './paths.ts';
import { NO_REPEAT, RepeatFields, repeatPreview, type RepeatChoice } from './RepeatFields.tsx';
import { RegistrationFields } from './RegistrationFields.tsx';

const TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

/**
 * The form's values from an event (stored, or the one copied); a new event starts at the next
 * full hour on the chamber's clock and lasts an hour. Dates are UTC ISO instants: the pickers
 * show them on the chamber's clock.
 */
function toFormValues(event: ChamberEvent | null, timeZone: string): DefaultValues<EventRequest> {
  const start = event?.start ?? nextFullHour(timeZone);
  return {
    eventType: event?.eventType,
    title: event?.title ?? '',
    organizer: event?.organizer ?? '',
    description: event?.description ?? '',
    schedule: event?.schedule ?? '',
    mapUrl: event?.mapUrl ?? '',
    addressTitle: event?.addressTitle ?? '',
    addressLine1: event?.addressLine1 ?? '',
    addressLine2: event?.addressLine2 ?? '',
    city: event?.city ?? '',
    state: event?.state ?? '',
    zipcode: event?.zipcode ?? '',
    start,
    end: event ? (event.end ?? '') : anHourAfter(start),
    isActive: event?.isActive ?? true,
    registrationOpen: event?.registrationOpen ?? false,
    capacity: event?.capacity ?? '',
    registrationDeadline: event?.registrationDeadline ?? '',
    priceText: event?.priceText ?? '',
    ...buttonFormValues(event),
  };
}

/** A new event filled in from another: its picture read back as a file (null: it could not be). */
export type EventCopy = { original: ChamberEvent; image: File | null };

/** The copy's title, within the title's limit. */
const copyTitle = (title: string) => `Copy of ${title}`.slice(0, EVENT_LIMITS.title);

/**
 * The event form: create mode while `event` is null (filled in from `copy` when given), else edit
 * mode. With a repeat chosen, a save saves the event, then makes its draft copies (RepeatEvent).
 */
export function EventForm({ event, copy }: { event: ChamberEvent | null; copy?: EventCopy }) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const repeatEvent = useRepeatEvent();
  const timeZone = useTimeZone();
  // The Repeat fields keep their own state (choosing does not draw the whole form again); the
  // save reads what they hold now.
  const repeat = useRef<RepeatChoice>(NO_REPEAT);
  const [repeatTried, setRepeatTried] = useState(false);
  const image = useFormImage({
    required: event === null,
    message: EVENT_IMAGE_REQUIRED_MESSAGE,
    initial: copy?.image,
  });
  const publishing = usePublishingSave('event', event, 'event');
  const saveEvent = publishing.wrap(imageFormSave(event, image, create, update));
  /**
   * Saves the event as the button pressed says; then, with a repeat chosen, makes the copies and
   * says both in one message. A repeat that cannot be made is refused before anything is saved
   * (its message is under Until); a failure after the save says the event is saved all the same.
   */
  async function save(values: EventValues, version: number | undefined) {
    const planned = repeatPreview(repeat.current, values, timeZone);
    if (planned.kind === 'problem') {
      setRepeatTried(true);
      toast.warning(`Check the repeat: ${planned.message}`);
      return undefined;
    }
    const pressed = publishing.intent.current.action;
    const answer = await saveEvent(values, version);
    if (answer === undefined || planned.kind !== 'events') return answer;
    const id = isCreated(answer) ? answer.id : event!.id;
    try {
      const made = await repeatEvent.mutateAsync({
        id,
        every: planned.every,
        until: planned.until,
      });
      const copies = made.message.charAt(0).toLowerCase() + made.message.slice(1);
      return {
        ...answer,
        message:
          pressed === 'draft'
            ? `Saved, and ${copies}`
            : `${answer.message.replace(/\.$/, '')}, and ${copies}`,
      };
    } catch (error) {
      toast.error(`The event is saved, but its repeats were not made: ${errorMessage(error)}`);
      return answer;
    }
  }
  const source = copy ? { ...copy.original, title: copyTitle(copy.original.title) } : event;
  const editor = useResourceForm({
    schema: eventSchema,
    defaultValues: toFormValues(source, timeZone),
    image,
    version: event?.version,
    // Saved as a draft, then published, scheduled or unpublished as the button pressed says.
    save,
    autosave: event
      ? publishing.draftSave((values: EventValues, version) =>
          update.mutateAsync({ id: event.id, values, image: null, version }),
        )
      : undefined,
    onSaved: () => navigate(EVENTS_PATH),
    failure: 'warning',
  });
  const { control, watch, getValues, setValue } = editor;

  // The end follows a new start while it is empty or still the hour after the old start.
  useEffect(() => {
    let previous = getValues('start');
    const watching = watch((values, { name, type }) => {
      if (name !== 'start' || type !== 'change') return;
      const { start, end } = values;
      if (start && (!end || (previous && end === anHourAfter(previous)))) {
        setValue('end', anHourAfter(start));
      }
      previous = start ?? '';
    });
    return () => watching.unsubscribe();
  }, [watch, getValues, setValue]);

  return (
    <PublishingForm publishing={publishing} editor={editor} onCancel={() => navigate(EVENTS_PATH)}>
      {copy ? (
        <Alert color="blue" title={`A copy of “${copy.original.title}”`}>
          Change what differs, then save: it is a new event, a draft until you publish it. The
          original stays as it is.
          {copy.original.imageUrl && !copy.image
            ? ' Its image could not be copied: please choose one.'
            : null}
        </Alert>
      ) : null}
      <Fieldset legend="Event Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="title"
            label="Event Title"
            withAsterisk
            autoComplete="off"
          />
          <SelectField
            control={control}
            name="eventType"
            label="Event Type"
            data={TYPE_OPTIONS}
            placeholder="Choose a type"
            withAsterisk
          />
          <DateTimeField
            control={control}
            name="start"
            label="Event Start Date"
            timeZone={timeZone}
            withAsterisk
            placeholder="Pick date and time"
          />
          <DateTimeField
            control={control}
            name="end"
            label="Event End Date"
            timeZone={timeZone}
            clearable
            placeholder="Pick date and time"
          />
        </SimpleGrid>
        <ZoneNote control={control} timeZone={timeZone} />
        <RepeatFields
          control={control}
          timeZone={timeZone}
          onChange={(choice) => {
            repeat.current = choice;
          }}
          showMissing={repeatTried}
        />
        <TextField
          control={control}
          name="organizer"
          label="Organizer"
          description="Who runs the event, if not the chamber"
          autoComplete="organization"
          mt="sm"
        />
        <TextareaField control={control} name="description" label="Description" mt="sm" />
        <TextareaField control={control} name="schedule" label="Schedule" mt="sm" />
      </Fieldset>

      <RegistrationFields control={control} timeZone={timeZone} eventId={event?.id ?? null} />

      <Fieldset legend="Address">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="addressTitle"
            label="Address Title"
            placeholder="e.g. Harbor Convention Center"
          />
          <TextField control={control} name="addressLine1" label="Street Address" withAsterisk />
          <TextField control={control} name="addressLine2" label="Address Line 2" />
          <TextField control={control} name="city" label="City" withAsterisk />
          <TextField control={control} name="state" label="State" withAsterisk />
          <TextField control={control} name="zipcode" label="Zipcode" withAsterisk />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Map">
        <MapField control={control} />
      </Fieldset>

      <Fieldset legend="Buttons">
        <ButtonFields control={control} />
      </Fieldset>

      <Fieldset legend="Image">
        <ImageUpload label="Event Image" {...image.upload} storedPath={event?.imageUrl} />
      </Fieldset>
    </PublishingForm>
  );
}

type EventControl = Control<EventRequest, unknown, EventValues>;

/** Which clock the pickers are on: the chamber's, named as it reads at the start ("EST"). */
function ZoneNote({ control, timeZone }: { control: EventControl; timeZone: string }) {
  const start = useWatch({ control, name: 'start' });
  const at = start ? Date.parse(start) : Date.now();
  const name = zoneAbbreviation(Number.isNaN(at) ? Date.now() : at, timeZone);
  return (
    <Text size="sm" c="dimmed" mt="xs">
      Times are in {timeZone} ({name}), the chamber’s time zone.
    </Text>
  );
}

/** The embed code or address, with a small live preview of the address the site will use. */
function MapField({ control }: { control: EventControl }) {
  const value = useWatch({ control, name: 'mapUrl' });
  const [typed] = useDebouncedValue(typeof value === 'string' ? value : '', 400);
  const url = typed.trim() ? normalizeMapUrl(typed) : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TextareaField
        control={control}
        name="mapUrl"
        label="Google Map"
        description="Paste the embed code from Google Maps (Share › Embed a map) or its https://www.google.com/maps/embed address."
        minRows={4}
        autoComplete="off"
      />
      {url ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={url}
            title="Map preview"
            referrerPolicy="no-referrer-when-downgrade"
            style={{ border: 0, borderRadius: 8 }}
          />
        </AspectRatio>
      ) : (
        <Text size="sm" c="dimmed">
          A preview of the map shows here once a Google Maps embed is pasted.
        </Text>
      )}
    </SimpleGrid>
  );
}

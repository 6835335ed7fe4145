import { AspectRatio, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  EVENT_IMAGE_REQUIRED_MESSAGE,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventSchema,
  normalizeMapUrl,
  type ChamberEvent,
  type EventRequest,
} from '@chamber/contracts';
import { useCreateEvent, useUpdateEvent, type EventValues } from '../../api/events.ts';
import { ButtonFields, buttonFormValues } from '../../components/ButtonFields.tsx';
import { SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import { DateTimeField } from '../../components/DateTimeField.tsx';
import { imageFormSave, ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import { PublishingForm, usePublishingSave } from '../../components/Publishing.tsx';
import { useResourceForm } from '../../components/ResourceEditor.tsx';
import { toPickerValue } from './eventDates.ts';
import { EVENTS_PATH } from './paths.ts';

const TYPE_OPTIONS = EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

function toFormValues(event: ChamberEvent | null): DefaultValues<EventRequest> {
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
    start: toPickerValue(event?.start ?? null),
    end: toPickerValue(event?.end ?? null),
    isActive: event?.isActive ?? true,
    ...buttonFormValues(event),
  };
}

/** The event form: create mode while `event` is null, else edit mode. */
export function EventForm({ event }: { event: ChamberEvent | null }) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const image = useFormImage({ required: event === null, message: EVENT_IMAGE_REQUIRED_MESSAGE });
  const publishing = usePublishingSave('event', event, 'event');
  const editor = useResourceForm({
    schema: eventSchema,
    defaultValues: toFormValues(event),
    image,
    version: event?.version,
    // Saved as a draft, then published, scheduled or unpublished as the button pressed says.
    save: publishing.wrap(imageFormSave(event, image, create, update)),
    onSaved: () => navigate(EVENTS_PATH),
    failure: 'warning',
  });
  const { control } = editor;

  return (
    <PublishingForm publishing={publishing} editor={editor} onCancel={() => navigate(EVENTS_PATH)}>
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
            withAsterisk
            placeholder="Pick date and time"
          />
          <DateTimeField
            control={control}
            name="end"
            label="Event End Date"
            clearable
            placeholder="Pick date and time"
          />
        </SimpleGrid>
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

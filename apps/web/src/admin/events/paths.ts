/** Routes of the event screens. */
export const EVENTS_PATH = '/cms/management/events';
export const NEW_EVENT_PATH = '/cms/management/create-event';
export const editEventPath = (id: number) => `/cms/management/event/${id}`;
/** The new-event form, filled in from the event `id` (EventEditorScreen reads `copyOf`). */
export const COPY_OF_PARAM = 'copyOf';
export const copyEventPath = (id: number) => `${NEW_EVENT_PATH}?${COPY_OF_PARAM}=${id}`;
/** An event's attendee list (decision 145). */
export const eventRegistrationsPath = (id: number) => `/cms/management/event/${id}/registrations`;

/** Routes of the event screens. */
export const EVENTS_PATH = '/cms/management/events';
export const NEW_EVENT_PATH = '/cms/management/create-event';
export const editEventPath = (id: number) => `/cms/management/event/${id}`;

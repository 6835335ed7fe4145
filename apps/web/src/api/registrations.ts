/** Event registrations (decision 145): an event's attendee list, cancelling one, its CSV. */
import { call } from './client.ts';
import { resource } from './resource.ts';

const registrations = resource('registrations');

/** The attendee list of event `id`, with the seats taken and waiting. */
export const useRegistrations = registrations.one((id) =>
  call('Event.GetRegistrations', { query: { id } }),
);

/** Cancels registration `id`: the waiting list moves up on the server. */
export const useCancelRegistration = registrations.mutation((id: number) =>
  call('Event.CancelRegistration', { query: { id } }),
);

/** Downloads the CSV the server makes of event `id`'s registrations, as `fileName`. */
export async function downloadRegistrationsCsv(id: number, fileName: string) {
  const csv = await call('Event.GetRegistrationsCsv', { query: { id } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

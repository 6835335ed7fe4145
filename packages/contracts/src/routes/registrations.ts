import { route } from './route.ts';

/** Event registration (docs/decisions/145-event-registration.md). */
export const registrationRoutes = {
  'Event.Register': route('POST', '/api/Event/Register'),
  'Event.GetRegistrations': route('GET', '/api/Event/GetRegistrations'),
  'Event.CancelRegistration': route('POST', '/api/Event/CancelRegistration'),
  'Event.GetRegistrationsCsv': route('GET', '/api/Event/GetRegistrationsCsv'),
};

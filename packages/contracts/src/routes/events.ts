import { route } from './route.ts';

export const eventRoutes = {
  'Event.GetAllEvents': route('GET', '/api/Event/GetAllEvents'),
  'Event.GetEventById': route('GET', '/api/Event/GetEventById'),
  'Event.GetEventIcs': route('GET', '/api/Event/GetEventIcs'),
  'Event.CreateEvent': route('POST', '/api/Event/CreateEvent'),
  'Event.UpdateEvent': route('PUT', '/api/Event/UpdateEvent'),
  'Event.DeleteEvent': route('DELETE', '/api/Event/DeleteEvent'),
  'Event.SortEvents': route('PUT', '/api/Event/SortEvents'),
  'Event.RepeatEvent': route('POST', '/api/Event/RepeatEvent'),
};

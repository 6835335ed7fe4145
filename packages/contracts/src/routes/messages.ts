import { route } from './route.ts';

export const messageRoutes = {
  'Contact.SendEmail': route('POST', '/api/Contact/SendEmail'),
  'Contact.GetAllMessages': route('GET', '/api/Contact/GetAllMessages'),
  'Contact.MarkMessageRead': route('PUT', '/api/Contact/MarkMessageRead'),
  'Contact.DeleteMessage': route('DELETE', '/api/Contact/DeleteMessage'),
};

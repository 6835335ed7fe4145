import { route } from './route.ts';

export const newsletterRoutes = {
  'Newsletter.GetAnnouncements': route('GET', '/api/Newsletter/GetAnnouncements'),
  'Newsletter.GetAnnouncement': route('GET', '/api/Newsletter/GetAnnouncement'),
  'Newsletter.CreateAnnouncement': route('POST', '/api/Newsletter/CreateAnnouncement'),
  'Newsletter.UpdateAnnouncement': route('PUT', '/api/Newsletter/UpdateAnnouncement'),
  'Newsletter.SendAnnouncement': route('POST', '/api/Newsletter/SendAnnouncement'),
  'Newsletter.SendTestAnnouncement': route('POST', '/api/Newsletter/SendTestAnnouncement'),
  'Newsletter.DeleteAnnouncement': route('DELETE', '/api/Newsletter/DeleteAnnouncement'),
};

import { route } from './route.ts';

export const contentSectionRoutes = {
  'ContentSection.GetAllContentSections': route('GET', '/api/ContentSection/GetAllContentSections'),
  'ContentSection.GetContentSectionById': route('GET', '/api/ContentSection/GetContentSectionById'),
  'ContentSection.CreateContentSection': route('POST', '/api/ContentSection/CreateContentSection'),
  'ContentSection.UpdateContentSection': route('PUT', '/api/ContentSection/UpdateContentSection'),
  'ContentSection.DeleteContentSection': route(
    'DELETE',
    '/api/ContentSection/DeleteContentSection',
  ),
};

import { route } from './route.ts';

export const revisionRoutes = {
  'Revision.GetRevisions': route('GET', '/api/Revision/GetRevisions'),
  'Revision.GetRevision': route('GET', '/api/Revision/GetRevision'),
  'Revision.RestoreRevision': route('POST', '/api/Revision/RestoreRevision'),
};

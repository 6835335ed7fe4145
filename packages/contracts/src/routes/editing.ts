import { route } from './route.ts';

export const editingRoutes = {
  'Editing.StillEditing': route('POST', '/api/Editing/StillEditing'),
  'Editing.DoneEditing': route('POST', '/api/Editing/DoneEditing'),
};

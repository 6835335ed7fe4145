import { route } from './route.ts';

export const trashRoutes = {
  'Trash.GetTrash': route('GET', '/api/Trash/GetTrash'),
  'Trash.GetUsage': route('GET', '/api/Trash/GetUsage'),
  'Trash.RestoreFromTrash': route('POST', '/api/Trash/RestoreFromTrash'),
  'Trash.DeleteForever': route('DELETE', '/api/Trash/DeleteForever'),
};

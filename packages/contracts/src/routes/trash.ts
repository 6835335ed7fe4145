import { route } from './route.ts';

export const trashRoutes = {
  'Trash.GetTrash': route('GET', '/api/Trash/GetTrash'),
  'Trash.GetUsage': route('GET', '/api/Trash/GetUsage'),
  'Trash.RestoreFromTrash': route('POST', '/api/Trash/RestoreFromTrash'),
  'Trash.MoveToTrash': route('POST', '/api/Trash/MoveToTrash'),
  'Trash.DeleteForever': route('DELETE', '/api/Trash/DeleteForever'),
};

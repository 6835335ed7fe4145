import { route } from './route.ts';

export const menuItemRoutes = {
  'MenuItem.GetAllMenuItems': route('GET', '/api/MenuItem/GetAllMenuItems'),
  'MenuItem.GetMenuItemById': route('GET', '/api/MenuItem/GetMenuItemById'),
  'MenuItem.GetMenuItemsWithNoParentOrChild': route(
    'GET',
    '/api/MenuItem/GetMenuItemsWithNoParentOrChild',
  ),
  'MenuItem.CreateMenuItem': route('POST', '/api/MenuItem/CreateMenuItem'),
  'MenuItem.UpdateMenuItems': route('PUT', '/api/MenuItem/UpdateMenuItems'),
  'MenuItem.DeleteMenuItem': route('DELETE', '/api/MenuItem/DeleteMenuItem'),
  'MenuItem.RemoveParentMenuItem': route('DELETE', '/api/MenuItem/RemoveParentMenuItem'),
  'MenuItem.AssignParentMenuItem': route('PUT', '/api/MenuItem/AssignParentMenuItem'),
  'MenuItem.SortMenuItems': route('PUT', '/api/MenuItem/SortMenuItems'),
  'MenuItem.SortChildMenuItems': route('PUT', '/api/MenuItem/SortChildMenuItems'),
};

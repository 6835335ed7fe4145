import { route } from './route.ts';

export const footerItemRoutes = {
  'FooterItem.GetAllFooterItems': route('GET', '/api/FooterItem/GetAllFooterItems'),
  'FooterItem.GetFooterItemById': route('GET', '/api/FooterItem/GetFooterItemById'),
  'FooterItem.CreateFooterItem': route('POST', '/api/FooterItem/CreateFooterItem'),
  'FooterItem.UpdateFooterItem': route('PUT', '/api/FooterItem/UpdateFooterItem'),
  'FooterItem.DeleteFooterItem': route('DELETE', '/api/FooterItem/DeleteFooterItem'),
  'FooterItem.SortFooterItems': route('PUT', '/api/FooterItem/SortFooterItems'),
};

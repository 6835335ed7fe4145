import { route } from './route.ts';

export const settingsRoutes = {
  'Asset.GetAsset': route('GET', '/api/Asset/GetAsset'),
  'Asset.UpdateAsset': route('PUT', '/api/Asset/UpdateAsset'),
};

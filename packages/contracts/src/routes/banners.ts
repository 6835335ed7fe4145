import { route } from './route.ts';

export const bannerRoutes = {
  'Banner.GetAllBanners': route('GET', '/api/Banner/GetAllBanners'),
  'Banner.GetBannerById': route('GET', '/api/Banner/GetBannerById'),
  'Banner.CreateBanner': route('POST', '/api/Banner/CreateBanner'),
  'Banner.UpdateBanner': route('PUT', '/api/Banner/UpdateBanner'),
  'Banner.DeleteBanner': route('DELETE', '/api/Banner/DeleteBanner'),
};

export const bannerItemRoutes = {
  'BannerItem.CreateBannerItem': route('POST', '/api/BannerItem/CreateBannerItem'),
  'BannerItem.UpdateBannerItem': route('PUT', '/api/BannerItem/UpdateBannerItem'),
  'BannerItem.DeleteBannerItem': route('DELETE', '/api/BannerItem/DeleteBannerItem'),
  'BannerItem.SortBannerItems': route('PUT', '/api/BannerItem/SortBannerItems'),
};

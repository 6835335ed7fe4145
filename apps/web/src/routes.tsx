/**
 * The whole route map in one place (docs/product.md lists the screens). Admin and CMS code is
 * lazy-loaded so the public bundle never carries it.
 */
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PUBLIC_PAGES, type Permission, type PublicPagePath } from '@chamber/contracts';
import { RequireAuth } from './RequireAuth.tsx';
import { PageLoader } from './components/PageLoader.tsx';
import { HomeScreen } from './public/home/HomeScreen.tsx';
import { PublicLayout } from './public/PublicLayout.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { DASHBOARD_PATH } from './staffPaths.ts';
import type { RouteHandle } from './routeHandle.ts';

type Screen = {
  path: string;
  title: string;
  /** The screen's module, loaded when the route is first visited. */
  load: () => Promise<ComponentType>;
};
/** A back-office screen names the permission its role must have. */
type AdminScreen = Screen & { permission: Permission };

function screenRoute({ path, title, load, permission }: Screen & { permission?: Permission }) {
  const handle: RouteHandle = permission ? { title, permission } : { title };
  return { path, handle, lazy: { Component: load } } satisfies RouteObject;
}

/** The screen of each fixed public page; their paths and titles come from PUBLIC_PAGES. */
const publicPageScreens: Record<Exclude<PublicPagePath, '/home'>, Screen['load']> = {
  '/blogs-and-reviews': () => import('./public/blogs/BlogsScreen.tsx').then((m) => m.BlogsScreen),
  '/events': () => import('./public/events/EventsScreen.tsx').then((m) => m.EventsScreen),
  '/search': () => import('./public/search/SearchScreen.tsx').then((m) => m.SearchScreen),
  '/directory': () =>
    import('./public/directory/DirectoryScreen.tsx').then((m) => m.DirectoryScreen),
  '/deals': () => import('./public/deals/DealsScreen.tsx').then((m) => m.DealsScreen),
  '/deals/propose': () =>
    import('./public/deals/ProposeDealScreen.tsx').then((m) => m.ProposeDealScreen),
};

/** The fixed public pages (home is drawn at once, the others load on first visit), then events. */
const publicRoutes = (): RouteObject[] => [
  ...PUBLIC_PAGES.map(({ path, title }) =>
    path === '/home'
      ? { path: 'home', handle: { title } satisfies RouteHandle, Component: HomeScreen }
      : screenRoute({ path: path.slice(1), title, load: publicPageScreens[path] }),
  ),
  screenRoute({
    // The Contact page's content with the contact details and the form; its title comes from
    // the page (docs/decisions/138-fixed-pages-as-content.md).
    path: 'contact',
    title: 'Contact Us',
    load: () => import('./public/contact/ContactScreen.tsx').then((m) => m.ContactScreen),
  }),
  screenRoute({
    // The event's own title replaces this one once it has loaded.
    path: 'events/:eventId',
    title: 'Event Details',
    load: () => import('./public/events/EventDetailScreen.tsx').then((m) => m.EventDetailScreen),
  }),
  screenRoute({
    // Where the event page's registration form posts: the same page, showing the outcome.
    path: 'events/:eventId/register',
    title: 'Event Details',
    load: () => import('./public/events/EventDetailScreen.tsx').then((m) => m.EventDetailScreen),
  }),
  screenRoute({
    // The member's own name replaces this one once it has loaded.
    path: 'directory/:slug',
    title: 'Member Directory',
    load: () => import('./public/directory/MemberScreen.tsx').then((m) => m.MemberScreen),
  }),
  screenRoute({
    // The deal's own title replaces this one once it has loaded.
    path: 'deal/details/:dealId',
    title: 'Hot Deal',
    load: () => import('./public/deals/DealDetailScreen.tsx').then((m) => m.DealDetailScreen),
  }),
];

const adminScreens: AdminScreen[] = [
  {
    // DASHBOARD_PATH: where sign-in lands.
    path: 'admin/dashboard',
    permission: 'dashboard',
    title: 'Dashboard',
    load: () => import('./admin/dashboard/DashboardScreen.tsx').then((m) => m.DashboardScreen),
  },
  {
    path: 'admin/management/users',
    permission: 'ownAccount',
    title: 'Users',
    load: () => import('./admin/users/UsersScreen.tsx').then((m) => m.UsersScreen),
  },
  {
    path: 'admin/management/activity',
    permission: 'activity',
    title: 'Activity',
    load: () => import('./admin/activity/ActivityScreen.tsx').then((m) => m.ActivityScreen),
  },
  {
    path: 'cms/management/media',
    permission: 'media',
    title: 'Media Library',
    load: () => import('./admin/media/MediaScreen.tsx').then((m) => m.MediaScreen),
  },
  {
    path: 'cms/management/trash',
    permission: 'trash',
    title: 'Trash',
    load: () => import('./admin/trash/TrashScreen.tsx').then((m) => m.TrashScreen),
  },
  {
    path: 'cms/management/menu-items',
    permission: 'menus',
    title: 'Menu Items',
    load: () => import('./admin/menu-items/MenuItemsScreen.tsx').then((m) => m.MenuItemsScreen),
  },
  {
    path: 'cms/management/menu-item',
    permission: 'menus',
    title: 'New Menu Item',
    load: () =>
      import('./admin/menu-items/MenuItemEditorScreen.tsx').then((m) => m.MenuItemEditorScreen),
  },
  {
    path: 'cms/management/menu-item/edit/:menuItemId',
    permission: 'menus',
    title: 'Edit Menu Item',
    load: () =>
      import('./admin/menu-items/MenuItemEditorScreen.tsx').then((m) => m.MenuItemEditorScreen),
  },
  {
    path: 'cms/management/pages',
    permission: 'pages',
    title: 'Pages',
    load: () => import('./admin/pages/PagesScreen.tsx').then((m) => m.PagesScreen),
  },
  {
    path: 'cms/management/page',
    permission: 'pages',
    title: 'New Page',
    load: () => import('./admin/pages/PageEditorScreen.tsx').then((m) => m.PageEditorScreen),
  },
  {
    path: 'cms/management/page/edit/:pageId',
    permission: 'pages',
    title: 'Edit Page',
    load: () => import('./admin/pages/PageEditorScreen.tsx').then((m) => m.PageEditorScreen),
  },
  {
    path: 'cms/management/blogs',
    permission: 'blogs',
    title: 'Blogs',
    load: () => import('./admin/blogs/BlogsScreen.tsx').then((m) => m.BlogsScreen),
  },
  {
    path: 'cms/management/blog',
    permission: 'blogs',
    title: 'New Blog',
    load: () => import('./admin/blogs/BlogEditorScreen.tsx').then((m) => m.BlogEditorScreen),
  },
  {
    path: 'cms/management/blog/edit/:blogId',
    permission: 'blogs',
    title: 'Edit Blog',
    load: () => import('./admin/blogs/BlogEditorScreen.tsx').then((m) => m.BlogEditorScreen),
  },
  {
    path: 'cms/management/content-sections',
    permission: 'sections',
    title: 'Content Sections',
    load: () =>
      import('./admin/content-sections/ContentSectionsScreen.tsx').then(
        (m) => m.ContentSectionsScreen,
      ),
  },
  ...[
    { path: 'cms/management/content-section', title: 'New Content Section' },
    { path: 'cms/management/content-section/pageId/:pageId', title: 'New Content Section' },
    { path: 'cms/management/content-section/blogId/:blogId', title: 'New Content Section' },
    {
      path: 'cms/management/content-section/edit/:contentSectionId',
      title: 'Edit Content Section',
    },
  ].map((screen) => ({
    ...screen,
    permission: 'sections' as const,
    load: () =>
      import('./admin/content-sections/SectionEditorScreen.tsx').then((m) => m.SectionEditorScreen),
  })),
  ...[
    { path: 'cms/management/banner', title: 'New Banner' },
    { path: 'cms/management/banner/pageId/:pageId', title: 'New Banner' },
    { path: 'cms/management/banner/blogId/:blogId', title: 'New Banner' },
    { path: 'cms/management/banner/edit/:bannerId', title: 'Edit Banner' },
  ].map((screen) => ({
    ...screen,
    permission: 'sections' as const,
    load: () => import('./admin/banners/BannerEditorScreen.tsx').then((m) => m.BannerEditorScreen),
  })),
  {
    path: 'cms/management/assets-and-resources',
    permission: 'settings',
    title: 'Assets Links and Resources',
    load: () => import('./admin/settings/SettingsScreen.tsx').then((m) => m.SettingsScreen),
  },
  {
    path: 'cms/management/blog-categories',
    permission: 'allContent',
    title: 'Blog Categories',
    load: () =>
      import('./admin/blog-categories/BlogCategoriesScreen.tsx').then(
        (m) => m.BlogCategoriesScreen,
      ),
  },
  {
    path: 'cms/management/redirects',
    permission: 'redirects',
    title: 'Redirects',
    load: () => import('./admin/redirects/RedirectsScreen.tsx').then((m) => m.RedirectsScreen),
  },
  {
    path: 'cms/management/footer-items',
    permission: 'footer',
    title: 'Footer Items',
    load: () =>
      import('./admin/footer-items/FooterItemsScreen.tsx').then((m) => m.FooterItemsScreen),
  },
  {
    path: 'cms/management/events',
    permission: 'events',
    title: 'Events',
    load: () => import('./admin/events/EventsScreen.tsx').then((m) => m.EventsScreen),
  },
  {
    path: 'cms/management/members',
    permission: 'members',
    title: 'Members',
    load: () => import('./admin/members/MembersScreen.tsx').then((m) => m.MembersScreen),
  },
  {
    path: 'cms/management/members/import',
    permission: 'members',
    title: 'Import Members',
    load: () => import('./admin/members/MemberImportScreen.tsx').then((m) => m.MemberImportScreen),
  },
  {
    path: 'cms/management/create-member',
    permission: 'members',
    title: 'New Member',
    load: () => import('./admin/members/MemberEditorScreen.tsx').then((m) => m.MemberEditorScreen),
  },
  {
    path: 'cms/management/member/:memberId',
    permission: 'members',
    title: 'Edit Member',
    load: () => import('./admin/members/MemberEditorScreen.tsx').then((m) => m.MemberEditorScreen),
  },
  {
    path: 'cms/management/member-categories',
    permission: 'members',
    title: 'Member Categories',
    load: () =>
      import('./admin/members/MemberCategoriesScreen.tsx').then((m) => m.MemberCategoriesScreen),
  },
  {
    path: 'cms/management/create-event',
    permission: 'events',
    title: 'New Event',
    load: () => import('./admin/events/EventEditorScreen.tsx').then((m) => m.EventEditorScreen),
  },
  {
    path: 'cms/management/event/:eventId',
    permission: 'events',
    title: 'Edit Event',
    load: () => import('./admin/events/EventEditorScreen.tsx').then((m) => m.EventEditorScreen),
  },
  {
    path: 'cms/management/event/:eventId/registrations',
    permission: 'registrations',
    title: 'Registrations',
    load: () => import('./admin/events/RegistrationsScreen.tsx').then((m) => m.RegistrationsScreen),
  },
  {
    path: 'cms/management/deals',
    permission: 'deals',
    title: 'Hot Deals',
    load: () => import('./admin/deals/DealsScreen.tsx').then((m) => m.DealsScreen),
  },
  {
    path: 'cms/management/deal',
    permission: 'deals',
    title: 'New Deal',
    load: () => import('./admin/deals/DealEditorScreen.tsx').then((m) => m.DealEditorScreen),
  },
  {
    path: 'cms/management/deal/edit/:dealId',
    permission: 'deals',
    title: 'Edit Deal',
    load: () => import('./admin/deals/DealEditorScreen.tsx').then((m) => m.DealEditorScreen),
  },
  {
    path: 'cms/management/messages',
    permission: 'messages',
    title: 'Messages',
    load: () => import('./admin/messages/MessagesScreen.tsx').then((m) => m.MessagesScreen),
  },
  {
    path: 'cms/management/subscribers',
    permission: 'subscribers',
    title: 'Subscribers',
    load: () =>
      import('./admin/subscribers/SubscribersScreen.tsx').then((m) => m.SubscribersScreen),
  },
  {
    path: 'cms/management/newsletter',
    permission: 'subscribers',
    title: 'Newsletter',
    load: () => import('./admin/newsletter/NewsletterScreen.tsx').then((m) => m.NewsletterScreen),
  },
];

/** Fresh route objects per router: React Router caches lazy results on the objects it is given. */
export const createRoutes = (): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'login',
        handle: { title: 'Login' } satisfies RouteHandle,
        lazy: {
          Component: () => import('./public/login/LoginScreen.tsx').then((m) => m.LoginScreen),
        },
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset Password' } satisfies RouteHandle,
        lazy: {
          Component: () =>
            import('./public/login/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
        },
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: {
              Component: () => import('./admin/AdminLayout.tsx').then((m) => m.AdminLayout),
            },
            children: adminScreens.map(screenRoute),
          },
          { path: 'admin', element: <Navigate to={DASHBOARD_PATH} replace /> },
          {
            // CHOOSE_PASSWORD_PATH: outside the back-office shell, which has nothing to offer yet.
            path: 'admin/choose-password',
            handle: { title: 'Choose Your Password' } satisfies RouteHandle,
            lazy: {
              Component: () =>
                import('./admin/users/ChoosePasswordScreen.tsx').then(
                  (m) => m.ChoosePasswordScreen,
                ),
            },
          },
        ],
      },
      {
        Component: PublicLayout,
        children: [
          ...publicRoutes(),
          // Pages and blogs by their url, else Not Found.
          {
            path: '*',
            lazy: {
              Component: () =>
                import('./public/dynamic/CatchAllScreen.tsx').then((m) => m.CatchAllScreen),
            },
          },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy screens `pathname` shows into `routes`, so a page drawn on the server is drawn the
 * same in the browser's first render (React Router would otherwise show its fallback meanwhile).
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
      );
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

/**
 * The endpoint table: every API call once, with its wire (../routes/), schemas, access and cache
 * policy. The API registers its routes from it; the web client takes its types from it.
 */
import type { z } from 'zod';
import { eventEndpoints } from '../events.ts';
import { dealEndpoints } from '../deals.ts';
import { registrationEndpoints } from '../registrations.ts';
import { pageEndpoints } from '../pages.ts';
import { blogEndpoints } from '../blogs.ts';
import { blogCategoryEndpoints, blogReadingEndpoints } from '../blog-categories.ts';
import { pageContentEndpoints } from '../page-content.ts';
import { dynamicPageEndpoints } from '../dynamic-pages.ts';
import { healthEndpoints } from '../health.ts';
import { userEndpoints } from '../users.ts';
import { messageEndpoints } from '../messages.ts';
import { settingsEndpoints } from '../settings.ts';
import { subscriberEndpoints } from '../subscribers.ts';
import { newsletterEndpoints } from '../newsletter.ts';
import { footerItemEndpoints } from '../footer-items.ts';
import { redirectEndpoints } from '../redirects.ts';
import { menuItemEndpoints } from '../menu-items.ts';
import { homeEndpoints } from '../home.ts';
import { searchEndpoints } from '../search.ts';
import { bannerEndpoints, bannerItemEndpoints } from '../banners.ts';
import { contentSectionEndpoints } from '../content-sections.ts';
import { activityEndpoints } from '../activity.ts';
import { revisionEndpoints } from '../revisions.ts';
import { trashEndpoints } from '../trash.ts';
import { publishingEndpoints } from '../publishing.ts';
import { previewEndpoints } from '../preview.ts';
import { dashboardEndpoints } from '../dashboard.ts';
import { editingEndpoints } from '../editing.ts';
import { memberCategoryEndpoints, memberEndpoints } from '../members.ts';
import { mediaEndpoints } from '../media.ts';
import type { RouteName } from '../routes/index.ts';
import type { Endpoint, FileAnswer, FormBody } from './define.ts';

export const endpoints = {
  ...eventEndpoints,
  ...dealEndpoints,
  ...registrationEndpoints,
  ...pageEndpoints,
  ...blogEndpoints,
  ...blogCategoryEndpoints,
  ...blogReadingEndpoints,
  ...pageContentEndpoints,
  ...dynamicPageEndpoints,
  ...userEndpoints,
  ...healthEndpoints,
  ...settingsEndpoints,
  ...messageEndpoints,
  ...subscriberEndpoints,
  ...newsletterEndpoints,
  ...menuItemEndpoints,
  ...footerItemEndpoints,
  ...redirectEndpoints,
  ...homeEndpoints,
  ...searchEndpoints,
  ...bannerEndpoints,
  ...bannerItemEndpoints,
  ...contentSectionEndpoints,
  ...activityEndpoints,
  ...revisionEndpoints,
  ...trashEndpoints,
  ...publishingEndpoints,
  ...previewEndpoints,
  ...dashboardEndpoints,
  ...editingEndpoints,
  ...memberEndpoints,
  ...memberCategoryEndpoints,
  ...mediaEndpoints,
} satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What a call sends in its query string (undefined: none). */
export type QueryOf<N extends EndpointName> = Endpoints[N] extends {
  query: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;
/** What a call sends as its JSON body (a form's fields may also be sent as JSON). */
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B }
  ? B extends FormBody
    ? z.input<B['form']>
    : B extends z.ZodType
      ? z.input<B>
      : undefined
  : undefined;
/** The form fields and files of a multipart call. */
export type FormOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends FormBody }
  ? z.output<B['form']> extends infer F
    ? Partial<{ [K in keyof F]: F[K] | string | number | null }> & {
        [K in B['files'][number]]?: File | Blob | null;
      }
    : never
  : undefined;
/** What a call answers. */
export type AnswerOf<N extends EndpointName> = Endpoints[N]['answer'] extends infer A
  ? A extends z.ZodType
    ? z.output<A>
    : A extends FileAnswer
      ? string
      : never
  : never;

export { isFileAnswer, isFormBody } from './define.ts';
export type { Access, Endpoint, FormBody } from './define.ts';

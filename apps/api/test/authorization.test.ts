/**
 * The authorization matrix: every registered API route × every kind of caller → the expected
 * outcome. The route list comes from Fastify itself, so a route added without an entry in
 * EXPECTED_ACCESS fails this test: nothing can be added unguarded.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/plugins/auth.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Who may call each route: public, any signed-in active user, or administrators only. */
const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/Attachments/*': 'public',
  'GET /api/health': 'public',
  'POST /api/Users/Authenticate': 'public',
  'POST /api/Users/refreshToken': 'public',
  'POST /api/Users/Logout': 'public',
  'POST /api/Users/Register': 'admin',
  'GET /api/Users/GetAllUsers': 'user',
  'GET /api/Users/GetUser': 'user',
  'PUT /api/Users/UpdateUser': 'user',
  'PUT /api/Users/ChangeUserPassword': 'user',
  'POST /api/Users/RecoverAccount': 'public',
  'POST /api/Users/ResetPassword': 'public',
  'GET /api/Home/GetCMSInfo': 'public',
  'GET /api/MenuItem/GetAllMenuItems': 'user',
  'GET /api/MenuItem/GetMenuItemById': 'user',
  'GET /api/MenuItem/GetMenuItemsWithNoParentOrChild': 'user',
  'POST /api/MenuItem/CreateMenuItem': 'user',
  'PUT /api/MenuItem/UpdateMenuItems': 'user',
  'DELETE /api/MenuItem/DeleteMenuItem': 'user',
  'DELETE /api/MenuItem/RemoveParentMenuItem': 'user',
  'PUT /api/MenuItem/AssignParentMenuItem': 'user',
  'PUT /api/MenuItem/SortMenuItems': 'user',
  'PUT /api/MenuItem/SortChildMenuItems': 'user',
  'GET /api/Page/GetAllPages': 'user',
  'GET /api/Page/GetPageById': 'user',
  'POST /api/Page/CreatePage': 'user',
  'PUT /api/Page/UpdatePage': 'user',
  'DELETE /api/Page/DeletePage': 'user',
  'DELETE /api/Page/DeleteBannerImage': 'user',
  'GET /api/Blog/GetAllBlogs': 'user',
  'GET /api/Blog/GetBlogById': 'user',
  'POST /api/Blog/CreateBlog': 'user',
  'PUT /api/Blog/UpdateBlog': 'user',
  'DELETE /api/Blog/DeleteBlog': 'user',
  'DELETE /api/Blog/DeleteBannerImage': 'user',
  'GET /api/ContentSection/GetAllContentSections': 'user',
  'GET /api/ContentSection/GetContentSectionById': 'user',
  'POST /api/ContentSection/CreateContentSection': 'user',
  'PUT /api/ContentSection/UpdateContentSection': 'user',
  'DELETE /api/ContentSection/DeleteContentSection': 'user',
  'GET /api/Banner/GetAllBanners': 'user',
  'GET /api/Banner/GetBannerById': 'user',
  'POST /api/Banner/CreateBanner': 'user',
  'PUT /api/Banner/UpdateBanner': 'user',
  'DELETE /api/Banner/DeleteBanner': 'user',
  'POST /api/BannerItem/CreateBannerItem': 'user',
  'PUT /api/BannerItem/UpdateBannerItem': 'user',
  'DELETE /api/BannerItem/DeleteBannerItem': 'user',
  'PUT /api/BannerItem/SortBannerItems': 'user',
  'POST /api/Page/AssignContentSectionToPage': 'user',
  'DELETE /api/Page/UnassignContentSection': 'user',
  'PUT /api/Page/SortPageContentSections': 'user',
  'GET /api/ContentSection/GetContentSectionOptions': 'user',
  'POST /api/Blog/AssignContentSectionToBlog': 'user',
  'DELETE /api/Blog/UnassignContentSection': 'user',
  'PUT /api/Blog/SortBlogContentSections': 'user',
  'GET /api/ContentSection/GetContentSectionOptionsForBlog': 'user',
  'GET /api/Home/GetDynamicPage': 'public',
  'GET /api/Home/GetDynamicBlog': 'public',
  'GET /api/Event/GetAllEvents': 'public',
  'GET /api/Event/GetEventById': 'public',
  'GET /api/Event/GetEventIcs': 'public',
  'POST /api/Event/CreateEvent': 'admin',
  'PUT /api/Event/UpdateEvent': 'user',
  'DELETE /api/Event/DeleteEvent': 'admin',
  'PUT /api/Event/SortEvents': 'user',
  'GET /api/FooterItem/GetAllFooterItems': 'user',
  'GET /api/FooterItem/GetFooterItemById': 'user',
  'POST /api/FooterItem/CreateFooterItem': 'user',
  'PUT /api/FooterItem/UpdateFooterItem': 'user',
  'DELETE /api/FooterItem/DeleteFooterItem': 'user',
  'PUT /api/FooterItem/SortFooterItems': 'user',
  'GET /api/Asset/GetAsset': 'user',
  'PUT /api/Asset/UpdateAsset': 'user',
  'POST /api/Contact/SendEmail': 'public',
  'GET /api/Contact/GetAllMessages': 'user',
  'PUT /api/Contact/MarkMessageRead': 'user',
  'DELETE /api/Contact/DeleteMessage': 'user',
  'POST /api/Newsletter/Subscribe': 'public',
  'GET /api/Newsletter/GetAllSubscribers': 'user',
  'DELETE /api/Newsletter/DeleteSubscriber': 'user',
  'GET /api/Home/Search': 'public',
  'GET /api/Activity/GetActivity': 'admin',
  'GET /api/Revision/GetRevisions': 'user',
  'GET /api/Revision/GetRevision': 'user',
  'POST /api/Revision/RestoreRevision': 'user',
  'GET /api/Trash/GetTrash': 'user',
  'GET /api/Trash/GetUsage': 'user',
  'POST /api/Trash/RestoreFromTrash': 'user',
  'DELETE /api/Trash/DeleteForever': 'admin',
  'POST /api/Publishing/Publish': 'user',
  'POST /api/Publishing/Unpublish': 'user',
  'POST /api/Preview/CreatePreviewLink': 'user',
  'GET /api/Preview/GetPreviewLinks': 'user',
  'DELETE /api/Preview/RevokePreviewLink': 'user',
};

/**
 * 'user' routes that also check which record is asked for: an ordinary user may get 403 for
 * someone else's record (here: the dummy id), which is still a correct refusal.
 */
const RECORD_LEVEL_CHECKS = new Set(['GET /api/Users/GetUser', 'PUT /api/Users/UpdateUser']);

/** Values for every query parameter any route reads, pointing at nothing that exists. */
const DUMMY_QUERY =
  'id=999999&pageId=999999&blogId=999999&menuItemId=999999&eventId=999999&footerItemId=999999' +
  '&bannerId=999999&contentSectionId=999999&contentSectionBannerId=999999&dynamicPageId=999999' +
  '&parentId=999999&type=BANNER&q=nothing&isActive=';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

function jwt(header: object, payload: object, secret: string | null) {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(body).digest('base64url') : '';
  return `${body}.${signature}`;
}

type Caller = 'anonymous' | 'user' | 'admin' | 'inactive' | 'expired' | 'forged' | 'algNone';
const CALLERS: Caller[] = [
  'anonymous',
  'user',
  'admin',
  'inactive',
  'expired',
  'forged',
  'algNone',
];

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const admin = await t.login();
  tokens.admin = admin.token;
  tokens.user = (await t.createUser({ username: 'matrix-user' })).token;
  const leaver = await t.createUser({ username: 'matrix-leaver' });
  tokens.inactive = leaver.token;
  await t.request({
    method: 'PUT',
    url: '/api/Users/UpdateUser',
    token: admin.token,
    payload: {
      id: leaver.id,
      fullName: 'Leaver',
      email: 'leaver@example.com',
      isActive: false,
      isAdmin: false,
    },
  });
  const now = Math.floor(Date.now() / 1000);
  const adminClaims = { sub: String(admin.id), username: 'admin', IsAdmin: 'True' };
  tokens.expired = jwt(
    { alg: 'HS256', typ: 'JWT' },
    { ...adminClaims, iat: now - 3600, exp: now - 60 },
    SECRET,
  );
  tokens.forged = jwt(
    { alg: 'HS256', typ: 'JWT' },
    { ...adminClaims, iat: now, exp: now + 600 },
    'not-our-secret',
  );
  tokens.algNone = jwt(
    { alg: 'none', typ: 'JWT' },
    { ...adminClaims, iat: now, exp: now + 600 },
    null,
  );
});
afterAll(() => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('authorization matrix', () => {
  it('every registered API route has an expected access, and the table has no stale entries', () => {
    const registered = Object.fromEntries(
      t.app.apiRoutes.map((route) => [key(route), route.access]),
    );
    const missing = Object.keys(registered).filter((route) => !(route in EXPECTED_ACCESS));
    expect(missing, 'routes without an entry in EXPECTED_ACCESS').toEqual([]);
    const stale = Object.keys(EXPECTED_ACCESS).filter((route) => !(route in registered));
    expect(stale, 'entries for routes that do not exist').toEqual([]);
    expect(registered).toEqual(EXPECTED_ACCESS);
  });

  it('answers each caller of each route as its access requires', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const url = `${route.url.replace('*', 'nothing.png')}?${DUMMY_QUERY}`;
      for (const caller of CALLERS) {
        const token = tokens[caller as Exclude<Caller, 'anonymous'>];
        const response = await t.request({
          method: route.method as 'GET',
          url,
          token,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const signedIn = caller === 'user' || caller === 'admin';
        let allowed: boolean;
        if (route.access === 'public') allowed = status !== 401 && status !== 403;
        else if (!signedIn) allowed = status === 401;
        else if (route.access === 'admin' && caller === 'user') allowed = status === 403;
        else if (RECORD_LEVEL_CHECKS.has(key(route)) && caller === 'user') allowed = status !== 401;
        else allowed = status !== 401 && status !== 403;
        if (status >= 500) allowed = false;
        if (!allowed)
          failures.push(`${key(route)} as ${caller}: ${status} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

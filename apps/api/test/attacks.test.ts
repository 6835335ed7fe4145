/**
 * Hostile input over HTTP: SQL metacharacters, very long strings and NUL characters in every kind
 * of text field are stored verbatim or refused with 400 — never a 500; lying and oversized uploads
 * are refused; password guessing is slowed and logged without the password.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, logLines, multipart, type TestApp, withAdmin } from './helpers.ts';

const HOSTILE = [
  "'; DROP TABLE users; --",
  '" OR "1"="1',
  "Robert'); DELETE FROM pages WHERE ('1'='1",
  "%_\\% LIKE '%'",
  '$1 ${sql} `select`',
  '😀 ünïcødé — RTL ‮ text',
  'nul \u0000 byte',
  'x'.repeat(100_000),
];

let t: TestApp;
let token: string;
let image: Buffer;
withAdmin((session) => ({ t, token, png: image } = session));

let counter = 0;
const next = () => ++counter;

/** A JSON create as the administrator. */
const post = (url: string, payload: object) => t.request({ method: 'POST', url, token, payload });
/** A form save (multipart) as the administrator, with the event's image when asked. */
const sendMultipart = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Parameters<typeof multipart>[0],
  withImage = false,
) =>
  t.request({
    method,
    url,
    token,
    ...multipart(fields, withImage ? { image: { data: image } } : undefined),
  });
/** What the administrator reads back. */
const read = async (url: string) => (await t.request({ method: 'GET', url, token })).json();

/** The least a settings save needs. */
const settings = { companyName: 'ok', emailAddress: 'a@example.com' };

/** Each target: how to send a value in one of its text fields, and how to read it back. */
const TARGETS: {
  name: string;
  fields: string[];
  send: (
    field: string,
    value: string,
  ) => Promise<{ statusCode: number; body: string; json: () => { id?: number } }>;
  readBack?: (id: number) => Promise<Record<string, unknown>>;
}[] = [
  {
    name: 'footer item',
    fields: ['label'],
    send: (field, value) =>
      post('/api/FooterItem/CreateFooterItem', { label: 'ok', to: '/home', [field]: value }),
    readBack: (id) => read(`/api/FooterItem/GetFooterItemById?footerItemId=${id}`),
  },
  {
    name: 'page',
    fields: ['name', 'title', 'keywords', 'description'],
    send: (field, value) =>
      post('/api/Page/CreatePage', { name: 'ok', url: `/attack-page-${next()}`, [field]: value }),
    readBack: (id) => read(`/api/Page/GetPageById?pageId=${id}`),
  },
  {
    name: 'blog',
    fields: ['name', 'keywords', 'description'],
    send: (field, value) =>
      post('/api/Blog/CreateBlog', { name: 'ok', url: `/attack-blog-${next()}`, [field]: value }),
  },
  {
    name: 'menu item',
    fields: ['name'],
    send: (field, value) =>
      post('/api/MenuItem/CreateMenuItem', { name: 'ok', customLink: '/home', [field]: value }),
  },
  {
    name: 'content section',
    fields: ['name', 'title', 'description', 'rawHTML'],
    send: (field, value) =>
      post('/api/ContentSection/CreateContentSection', {
        name: 'ok',
        type: 'CONTENT_SECTION_TEXTONLY',
        title: 'ok',
        description: 'ok',
        alignment: 'LEFT',
        [field]: value,
      }),
    readBack: (id) => read(`/api/ContentSection/GetContentSectionById?contentSectionId=${id}`),
  },
  {
    name: 'banner',
    fields: ['name'],
    send: (field, value) => post('/api/Banner/CreateBanner', { name: 'ok', [field]: value }),
  },
  {
    name: 'event',
    fields: ['title', 'description', 'schedule', 'addressLine1', 'city'],
    send: (field, value) =>
      sendMultipart(
        'POST',
        '/api/Event/CreateEvent',
        {
          title: 'ok',
          eventType: 'workshop',
          addressLine1: 'ok',
          city: 'ok',
          state: 'FL',
          zipcode: '32401',
          start: '2030-01-01T10:00:00.000Z',
          [field]: value,
        },
        true,
      ),
  },
  {
    name: 'user',
    fields: ['username', 'fullName'],
    send: (field, value) => {
      // E-mail addresses are unique: each account its own.
      const n = next();
      return post('/api/Users/Register', {
        username: `attacker${n}`,
        fullName: 'ok',
        email: `attacker${n}@example.com`,
        password: 'password-123',
        confirmPassword: 'password-123',
        [field]: value,
      });
    },
  },
  {
    name: 'company settings',
    fields: ['companyName', 'streetAddress1', 'seo'],
    send: (field, value) =>
      sendMultipart('PUT', '/api/Asset/UpdateAsset', { ...settings, [field]: value }),
  },
  {
    name: 'contact message',
    fields: ['firstName', 'lastName', 'message'],
    send: (field, value) =>
      t.request({
        method: 'POST',
        url: '/api/Contact/SendEmail',
        remoteAddress: `10.1.${next() % 250}.${next() % 250}`,
        payload: {
          firstName: 'ok',
          lastName: 'ok',
          email: 'a@example.com',
          message: 'ok',
          [field]: value,
        },
      }),
  },
];

describe('hostile text in every field', () => {
  for (const target of TARGETS) {
    it(`${target.name}: stored verbatim or refused with 400, never a server error`, async () => {
      for (const field of target.fields) {
        for (const value of HOSTILE) {
          const response = await target.send(field, value);
          const label = `${target.name}.${field} = ${JSON.stringify(value.slice(0, 40))}`;
          expect([200, 400], `${label}: ${response.body.slice(0, 200)}`).toContain(
            response.statusCode,
          );
          if (response.statusCode === 200 && target.readBack && response.json().id) {
            const stored = await target.readBack(response.json().id!);
            const key = field === 'rawHTML' ? 'rawHTML' : field;
            if (field !== 'rawHTML') expect(stored[key], label).toBe(value.trim());
          }
        }
      }
    });
  }

  it('search and list filters take hostile queries without a server error', async () => {
    for (const value of HOSTILE.slice(0, 7)) {
      const search = await t.request({
        method: 'GET',
        url: `/api/Home/Search?q=${encodeURIComponent(value)}`,
      });
      expect([200, 400]).toContain(search.statusCode);
      const list = await t.request({
        method: 'GET',
        url: `/api/Page/GetAllPages?isActive=${encodeURIComponent(value)}`,
        token,
      });
      expect(list.statusCode).toBe(400);
    }
    // The tables are all still there.
    expect(
      (await t.request({ method: 'GET', url: '/api/Users/GetAllUsers', token })).statusCode,
    ).toBe(200);
  });
});

describe('uploads that lie or overwhelm', () => {
  const upload = (data: Buffer, filename = 'photo.png') =>
    t.request({
      method: 'POST',
      url: '/api/ContentSection/CreateContentSection',
      token,
      ...multipart(
        {
          name: 'Upload test',
          type: 'CONTENT_SECTION_DEFAULT',
          title: 'T',
          description: 'D',
          alignment: 'LEFT',
        },
        { image: { data, filename } },
      ),
    });

  it('refuses a decompression bomb (a small file that decodes to 56 megapixels)', async () => {
    const sharp = (await import('sharp')).default;
    const bomb = await sharp({
      create: { width: 7_500, height: 7_500, channels: 3, background: '#000000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a 50 MB file with 413', async () => {
    const response = await upload(Buffer.alloc(50 * 1024 * 1024, 7));
    expect(response.statusCode).toBe(413);
  });

  it('refuses SVG with script and HTML renamed to .png', async () => {
    for (const data of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<!doctype html><script>alert(1)</script>',
    ]) {
      expect((await upload(Buffer.from(data))).statusCode).toBe(400);
    }
  });
});

describe('password guessing', () => {
  it('is slowed with 429 and logged without the password', async () => {
    const { stream, lines } = logLines();
    const app = await createTestApp({ LOGIN_MAX_FAILURES: '3' }, { logTo: stream });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const response = await app.request({
          method: 'POST',
          url: '/api/Users/Authenticate',
          payload: { email: 'admin', password: `secret-guess-${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const log = JSON.stringify(lines);
      expect(log).toContain('sign-in failed');
      expect(log).toContain('too many failed attempts');
      expect(log).not.toContain('secret-guess');
    } finally {
      await app.close();
    }
  });
});

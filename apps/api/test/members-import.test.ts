import { describe, expect, it } from 'vitest';
import { type MemberImportAnswer, type MemberList } from '@chamber/contracts';
import { expectSignInRequired } from './access-helpers.ts';
import { expectAnswer, multipart, type TestApp, withAdminAndUser } from './helpers.ts';

let t: TestApp;
let admin: string;
let author: string;
withAdminAndUser(async (session) => {
  ({ t, admin } = session);
  author = (await t.createUser({ role: 'author' })).token;
});

const IMPORT = { method: 'POST', url: '/api/Member/ImportCsv' } as const;
const importCsv = (csv: string | Buffer, fields: Record<string, string> = {}, token = admin) =>
  t.request({
    ...IMPORT,
    token,
    ...multipart(fields, {
      file: { data: Buffer.from(csv), filename: 'members.csv', contentType: 'text/csv' },
    }),
  });

const HEADER = 'name,categories,short_description,website,featured,membership_level';

const total = async (search = '') =>
  (
    (
      await t.request({ method: 'GET', url: `/api/Member/GetPublicMembers${search}` })
    ).json() as MemberList
  ).total;

describe('POST /api/Member/ImportCsv', () => {
  it('previews a valid file (dry run) without importing, then imports it', async () => {
    const csv = [
      HEADER,
      'Millbrook Bakery,Restaurants;Retail,Fresh bread daily,millbrookbakery.example,yes,silver',
      '"Smith, Jones & Co",Professional services,"Accountants, since 1980",,no,',
    ].join('\r\n');
    const preview = await importCsv(csv, { dryRun: 'true' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      rows: [
        { line: 2, name: 'Millbrook Bakery', action: 'create', errors: [] },
        { line: 3, name: 'Smith, Jones & Co', action: 'create', errors: [] },
      ],
      created: 2,
      updated: 0,
      dryRun: true,
    } satisfies MemberImportAnswer);
    expect(await total('?q=millbrook')).toBe(0);

    const done = await importCsv(csv);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ created: 2, updated: 0, dryRun: false });
    const bakery = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMember?slug=millbrook-bakery',
    });
    expect(bakery.json()).toMatchObject({
      name: 'Millbrook Bakery',
      website: 'https://millbrookbakery.example',
      isFeatured: true,
      membershipLevel: 'silver',
      categories: [
        { name: 'Restaurants', slug: 'restaurants' },
        { name: 'Retail', slug: 'retail' },
      ],
    });
  });

  it('reports every broken row and duplicate, and imports nothing while any row has an error', async () => {
    const csv = [
      HEADER,
      'Good Row Garage,Trades,,,,',
      ',Trades,,,,',
      'No Category Cafe,,,,,',
      'Bad Link Barbers,Health,,javascript:alert(1),maybe,platinum',
      'Good Row Garage,Trades,,,,',
      'Millbrook Bakery,Restaurants,,,,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as MemberImportAnswer;
    expect(answer.created).toBe(0);
    expect(answer.rows[0]).toEqual({
      line: 2,
      name: 'Good Row Garage',
      action: 'create',
      errors: [],
    });
    expect(answer.rows[1].errors).toContain('name: Name is required');
    expect(answer.rows[2].errors).toContain('categories: Name at least one category.');
    expect(answer.rows[3].errors).toEqual([
      'website: Please enter a web address that begins with https://',
      'membership_level: Choose a membership level: Basic, Silver, Gold or Premier',
      'featured: Please write yes or no',
    ]);
    expect(answer.rows[4].errors).toEqual(['The same name as line 2.']);
    expect(answer.rows[5].errors[0]).toMatch(/A member “Millbrook Bakery” already exists/);
    expect(await total('?q=garage')).toBe(0);
  });

  it('updates existing members when asked to', async () => {
    const csv = [HEADER, 'Millbrook Bakery,Restaurants,Now with cakes,,yes,gold'].join('\n');
    const response = await importCsv(csv, { update: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      rows: [{ line: 2, action: 'update', errors: [] }],
      created: 0,
      updated: 1,
    });
    const bakery = await t.request({
      method: 'GET',
      url: '/api/Member/GetPublicMember?slug=millbrook-bakery',
    });
    expect(bakery.json()).toMatchObject({
      shortDescription: 'Now with cakes',
      membershipLevel: 'gold',
    });
  });

  it('refuses a wrong header, an unreadable or empty file and no file at all (400)', async () => {
    const wrong = await importCsv('name,colour\nA,red');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Unknown column “colour”');
    const noName = await importCsv('city\nMillbrook');
    expect(noName.json().message).toContain('“name”');
    expect((await importCsv('name,categories\n"unclosed,Retail')).statusCode).toBe(400);
    expectAnswer(
      await importCsv('name,categories\n'),
      400,
      'The file has a header row but no members.',
    );
    const none = await t.request({ ...IMPORT, token: admin, ...multipart({ dryRun: 'true' }) });
    expectAnswer(none, 400, 'Please choose a CSV file to import.');
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    expectAnswer(await importCsv(big), 413, 'The file is too large. The maximum size is 5 MB.');
  });

  it('needs a signed-in user (401) who may manage members (403 for authors)', async () => {
    await expectSignInRequired(t, IMPORT);
    const refused = await importCsv(`${HEADER}\nA,B,,,,`, {}, author);
    expect(refused.statusCode).toBe(403);
  });

  it('imports 10,000 rows whole, in one go', { timeout: 120_000 }, async () => {
    const lines = [HEADER];
    for (let i = 1; i <= 10_000; i++) {
      lines.push(
        `Bulk Business ${i},Bulk;Retail,Row ${i},https://bulk${i}.example,${i % 100 === 0 ? 'yes' : 'no'},basic`,
      );
    }
    const started = Date.now();
    const response = await importCsv(lines.join('\n'));
    const seconds = (Date.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(response.json()).toMatchObject({ created: 10_000, updated: 0 });
    console.info(`imported 10,000 members in ${seconds.toFixed(1)} s`);
    expect(await total('?category=bulk')).toBe(10_000);
    expect(await total('?q=bulk+business+9999')).toBe(1);
  });
});

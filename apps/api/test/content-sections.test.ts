import { describe, expect, it } from 'vitest';
import {
  CONTENT_DETAILS_REQUIRED_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  type ContentSection,
  type SectionKind,
} from '@chamber/contracts';
import {
  attachmentExists,
  BUTTON_CASES,
  expectDeleted,
  expectRefused,
  getJson,
  requestAs,
  sendForm,
  type FieldCase,
  type Fields,
} from './content-helpers.ts';
import { itNeedsSignIn, resourceCalls } from './access-helpers.ts';
import {
  expectAnswer,
  expectCreated,
  expectErrorsInclude,
  expectInvalid,
  pngImage,
  type TestApp,
  withAdmin,
} from './helpers.ts';

let t: TestApp;
let token: string;
let png: Buffer;
withAdmin((session) => ({ t, token, png } = session));

const validFields = (overrides: Fields = {}): Fields => ({
  name: 'Welcome block',
  type: 'CONTENT_SECTION_DEFAULT',
  title: 'Welcome to the chamber',
  description: 'We help local businesses grow.',
  alignment: 'LEFT',
  isActive: true,
  ...overrides,
});

const send = (
  method: 'POST' | 'PUT',
  fields: Fields,
  image: Buffer | null = png,
  as: string | undefined = token,
) =>
  sendForm(
    t,
    {
      method,
      url:
        method === 'POST'
          ? '/api/ContentSection/CreateContentSection'
          : '/api/ContentSection/UpdateContentSection',
      token: as,
      image,
    },
    fields,
  );

async function createSection(overrides: Fields = {}, image: Buffer | null = png) {
  const response = await send('POST', validFields(overrides), image);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const getSection = (id: number) =>
  getJson<ContentSection>(
    t,
    token,
    `/api/ContentSection/GetContentSectionById?contentSectionId=${id}`,
  );

const stored = (file: string | null) => attachmentExists(t, file);

describe('access', () => {
  itNeedsSignIn(() => t, resourceCalls('ContentSection', 'ContentSections', 'contentSectionId'));

  it('lets an ordinary (non-admin) signed-in user manage sections', async () => {
    const user = await t.createUser();
    const response = await send('POST', validFields({ name: 'By a user' }), png, user.token);
    expect(response.statusCode).toBe(200);
    const list = await t.request({
      method: 'GET',
      url: '/api/ContentSection/GetAllContentSections',
      token: user.token,
    });
    expect(list.json().map((s: ContentSection) => s.name)).toContain('By a user');
  });
});

describe('POST /api/ContentSection/CreateContentSection', () => {
  it('creates a section with its image and answers message and id', async () => {
    const response = await send(
      'POST',
      validFields({
        name: 'Join us',
        primaryButtonText: 'Become a member',
        primaryButtonActionType: 'PAGE',
        primaryButtonLink: '/join',
        secondaryButtonText: 'Call us',
        secondaryButtonActionType: 'PHONENUMBER',
        secondaryButtonLink: '(555) 010-2000',
        hasRoundedCorners: true,
      }),
    );
    expectCreated(response, 'Content section created successfully.');
    const section = await getSection(response.json().id);
    expect(section).toMatchObject({
      name: 'Join us',
      type: 'CONTENT_SECTION_DEFAULT',
      title: 'Welcome to the chamber',
      description: 'We help local businesses grow.',
      alignment: 'LEFT',
      isActive: true,
      hasRoundedCorners: true,
      isPadded: false,
      primaryButtonText: 'Become a member',
      primaryButtonActionType: 'PAGE',
      primaryButtonLink: '/join',
      secondaryButtonActionType: 'PHONENUMBER',
      secondaryButtonLink: '(555) 010-2000',
    });
    expect(stored(section.imagePath)).toBe(true);
    const served = await t.request({ method: 'GET', url: `/api/Attachments/${section.imagePath}` });
    expect(served.statusCode).toBe(200);
  });

  it('accepts a JSON body for kinds that need no image', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/ContentSection/CreateContentSection',
      token,
      payload: validFields({ name: 'Plain text', type: 'CONTENT_SECTION_TEXTONLY' }),
    });
    expect(response.statusCode).toBe(200);
    expect((await getSection(response.json().id)).imagePath).toBeNull();
  });

  describe('rules per kind', () => {
    // Written out rather than derived from the contracts, so a wrong helper there fails here.
    const KINDS: { type: SectionKind; title: boolean; description: boolean; image: boolean }[] = [
      { type: 'CONTENT_SECTION_DEFAULT', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_REVERSED', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_FULLWIDTH', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_FULLWIDTH_PADDED', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_TEXTONLY', title: true, description: true, image: false },
      { type: 'CONTENT_SECTION_CARD', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_BANNER', title: true, description: false, image: true },
      { type: 'CONTENT_SECTION_DYNAMIC_BANNER', title: true, description: true, image: true },
      { type: 'CONTENT_SECTION_CUSTOM', title: false, description: false, image: false },
    ];

    it.each(KINDS)('$type: title $title, description $description, image $image', async (kind) => {
      const bare = validFields({ name: kind.type, type: kind.type, title: '', description: '' });
      const noTexts = await send('POST', bare);
      const errors = noTexts.json().errors ?? {};
      expect(errors.title).toBe(kind.title ? TITLE_REQUIRED_MESSAGE : undefined);
      expect(errors.description).toBe(
        kind.description ? CONTENT_DETAILS_REQUIRED_MESSAGE : undefined,
      );
      expect(noTexts.statusCode).toBe(kind.title || kind.description ? 400 : 200);

      const full = validFields({ name: kind.type, type: kind.type });
      const noImage = await send('POST', full, null);
      if (kind.image) {
        expect(noImage.statusCode).toBe(400);
        expect(noImage.json()).toEqual({
          message: IMAGE_REQUIRED_MESSAGE,
          errors: { image: IMAGE_REQUIRED_MESSAGE },
        });
      } else {
        expect(noImage.statusCode).toBe(200);
      }
      const withImage = await send('POST', full);
      expect(withImage.statusCode).toBe(200);
      expect((await getSection(withImage.json().id)).type).toBe(kind.type);
    });

    it('Default and Reversed keep their preset alignment; other kinds keep the chosen one', async () => {
      const cases = [
        { type: 'CONTENT_SECTION_DEFAULT', sent: 'RIGHT', stored: 'LEFT' },
        { type: 'CONTENT_SECTION_REVERSED', sent: 'LEFT', stored: 'RIGHT' },
        { type: 'CONTENT_SECTION_FULLWIDTH', sent: 'CENTER', stored: 'CENTER' },
        { type: 'CONTENT_SECTION_CARD', sent: '', stored: 'LEFT' },
      ];
      for (const { type, sent, stored } of cases) {
        const id = await createSection({ type, alignment: sent });
        expect((await getSection(id)).alignment, type).toBe(stored);
      }
    });
  });

  it('gives the spec messages for the name, type and lengths', async () => {
    const cases: FieldCase[] = [
      [{ name: '' }, 'name', 'Content Section Name is required'],
      [{ name: '   ' }, 'name', 'Content Section Name is required'],
      [{ name: 'n'.repeat(151) }, 'name', 'Content Section Name must be at most 150 characters'],
      [{ title: 't'.repeat(1001) }, 'title', 'Title must be at most 1000 characters'],
      [{ type: '' }, 'type', 'Type is required'],
      [{ type: 'CONTENT_SECTION_UNKNOWN' }, 'type', 'Type is required'],
      [{ alignment: 'TOP' }, 'alignment', 'Alignment is required'],
    ];
    await expectRefused((fields) => send('POST', validFields(fields)), cases);
    // The limits themselves are allowed.
    expect((await send('POST', validFields({ name: 'n'.repeat(150) }))).statusCode).toBe(200);
  });

  it('applies the button rules to both buttons', async () => {
    await expectRefused((fields) => send('POST', validFields(fields)), BUTTON_CASES);
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const before = (
      await t.request({ method: 'GET', url: '/api/ContentSection/GetAllContentSections', token })
    ).json().length;
    const response = await send(
      'POST',
      validFields({ name: 'Fake image' }),
      Buffer.from('<svg onload=alert(1)>'),
    );
    expectAnswer(response, 400, UPLOAD_NOT_IMAGE_MESSAGE);
    const after = (
      await t.request({ method: 'GET', url: '/api/ContentSection/GetAllContentSections', token })
    ).json().length;
    expect(after).toBe(before);
  });

  it('stores the HTML of a Custom section sanitised', async () => {
    const id = await createSection(
      {
        name: 'Custom html',
        type: 'CONTENT_SECTION_CUSTOM',
        title: '',
        description: '',
        rawHTML:
          '<p onclick="steal()">Hello <strong>members</strong></p><script>alert(1)</script>' +
          '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.example"></iframe>',
      },
      null,
    );
    expect((await getSection(id)).rawHTML).toBe(
      '<p>Hello <strong>members</strong></p><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
  });

  it('keeps a media library image with its alt text, size and srcset; drops outside and scripted images', async () => {
    const library =
      '<img src="/api/Attachments/media/harbor.jpg" alt="Harbor at sunrise" width="1600" height="1200" ' +
      'srcset="/api/Attachments/media/harbor-480.webp 480w, /api/Attachments/media/harbor-960.webp 960w" ' +
      'sizes="(max-width: 800px) 100vw, 800px" loading="lazy" />';
    const id = await createSection(
      {
        name: 'Custom images',
        type: 'CONTENT_SECTION_CUSTOM',
        title: '',
        description: '',
        rawHTML:
          `<p>Our harbor</p>${library}` +
          '<img src="https://tracker.example/pixel.gif" alt="">' +
          '<img src="/api/Attachments/media/x.jpg" onerror="alert(1)" alt="x">' +
          '<img src="javascript:alert(1)">' +
          '<img src="/api/Attachments/media/y.jpg" alt="y" srcset="https://evil.example/y.jpg 480w">',
      },
      null,
    );
    expect((await getSection(id)).rawHTML).toBe(
      `<p>Our harbor</p>${library}` +
        '<img src="/api/Attachments/media/x.jpg" alt="x" loading="lazy" />' +
        '<img src="/api/Attachments/media/y.jpg" alt="y" loading="lazy" />',
    );
  });
});

describe('GET /api/ContentSection/GetAllContentSections', () => {
  it('filters by isActive; empty or absent means all', async () => {
    await createSection({ name: 'Filter on', isActive: true });
    await createSection({ name: 'Filter off', isActive: false });
    const names = async (query: string) =>
      (await requestAs(t, token, 'GET', `/api/ContentSection/GetAllContentSections${query}`))
        .json()
        .map((s: ContentSection) => s.name);
    expect(await names('?isActive=true')).toContain('Filter on');
    expect(await names('?isActive=true')).not.toContain('Filter off');
    expect(await names('?isActive=false')).toContain('Filter off');
    expect(await names('?isActive=false')).not.toContain('Filter on');
    expect(await names('?isActive=')).toEqual(expect.arrayContaining(['Filter on', 'Filter off']));
    expect(await names('')).toEqual(expect.arrayContaining(['Filter on', 'Filter off']));
    const bad = await requestAs(
      t,
      token,
      'GET',
      '/api/ContentSection/GetAllContentSections?isActive=maybe',
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/ContentSection/GetContentSectionById', () => {
  it('answers 404 for an unknown id and 400 for a missing one', async () => {
    const unknown = await requestAs(
      t,
      token,
      'GET',
      '/api/ContentSection/GetContentSectionById?contentSectionId=99999',
    );
    expectAnswer(unknown, 404, 'The content section was not found.');
    const missing = await requestAs(t, token, 'GET', '/api/ContentSection/GetContentSectionById');
    expect(missing.statusCode).toBe(400);
  });
});

describe('PUT /api/ContentSection/UpdateContentSection', () => {
  it('saves the changes and keeps the image when none is sent', async () => {
    const id = await createSection({ name: 'Before' });
    const { imagePath } = await getSection(id);
    const response = await send(
      'PUT',
      validFields({ id, name: 'After', title: 'New title', isActive: false }),
      null,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Content section updated successfully.' });
    const section = await getSection(id);
    expect(section).toMatchObject({
      name: 'After',
      title: 'New title',
      isActive: false,
      imagePath,
    });
    expect(stored(imagePath)).toBe(true);
  });

  it('replaces the image with a new one (the old file stays in the media library)', async () => {
    const id = await createSection({ name: 'Picture' });
    const old = (await getSection(id)).imagePath;
    const response = await send(
      'PUT',
      validFields({ id, name: 'Picture' }),
      await pngImage(20, 20, '#a33'),
    );
    expect(response.statusCode).toBe(200);
    const replaced = (await getSection(id)).imagePath;
    expect(replaced).not.toBe(old);
    expect(stored(replaced)).toBe(true);
    // Kept: the media library holds every upload until its row leaves the trash (decision 141).
    expect(stored(old)).toBe(true);
  });

  it('still needs an image when the kind changes to one that needs it', async () => {
    const id = await createSection({ name: 'Text first', type: 'CONTENT_SECTION_TEXTONLY' }, null);
    const refused = await send('PUT', validFields({ id, type: 'CONTENT_SECTION_CARD' }), null);
    expectAnswer(refused, 400, IMAGE_REQUIRED_MESSAGE);
    const accepted = await send('PUT', validFields({ id, type: 'CONTENT_SECTION_CARD' }));
    expect(accepted.statusCode).toBe(200);
  });

  it('validates like create, and answers 404 for an unknown id', async () => {
    const id = await createSection();
    const invalid = await send('PUT', validFields({ id, name: '', description: '' }), null);
    expectErrorsInclude(invalid, {
      name: 'Content Section Name is required',
      description: CONTENT_DETAILS_REQUIRED_MESSAGE,
    });
    const noId = await send('PUT', validFields(), null);
    expectInvalid(noId, 'id', 'A valid id is required');
    const unknown = await send('PUT', validFields({ id: 99999 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('sanitises the HTML of a Custom section on update too', async () => {
    const id = await createSection({ type: 'CONTENT_SECTION_CUSTOM', title: '' }, null);
    await send(
      'PUT',
      validFields({
        id,
        type: 'CONTENT_SECTION_CUSTOM',
        title: '',
        rawHTML: '<a href="JaVaScRiPt:alert(1)">x</a><img src=x onerror=alert(1)>',
      }),
      null,
    );
    expect((await getSection(id)).rawHTML).toBe('<a>x</a>');
  });
});

describe('DELETE /api/ContentSection/DeleteContentSection', () => {
  it('deletes the section, keeping its image file for the trash', async () => {
    const id = await createSection({ name: 'Short lived' });
    const { imagePath } = await getSection(id);
    await expectDeleted(
      t,
      token,
      `/api/ContentSection/DeleteContentSection?id=${id}`,
      'Content section deleted successfully.',
    );
    // Kept for the trash until it is deleted for good (trash.test.ts).
    expect(stored(imagePath)).toBe(true);
  });
});

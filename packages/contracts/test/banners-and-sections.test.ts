/** The content a page or blog is made of: banners with their slider items, and sections. */
import { describe, expect, it } from 'vitest';
import {
  bannerItemSchema,
  bannerSchema,
  CONTENT_DETAILS_REQUIRED_MESSAGE,
  contentSectionSchema,
  IMAGE_REQUIRED_MESSAGE,
  isAlignmentLocked,
  SECTION_KIND_LABELS,
  SECTION_KINDS,
  type SectionKind,
  sectionNeedsImage,
  sectionTypePreset,
  TITLE_REQUIRED_MESSAGE,
  updateBannerItemSchema,
  updateBannerSchema,
  updateContentSectionSchema,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validBannerItem, validSection } from './fixtures.ts';

describe('banner', () => {
  it('gives the spec message', () => {
    expectMessages(bannerSchema.safeParse({ name: '' }), { name: 'Banner Name is required' });
  });

  it('defaults to active and reads multipart texts', () => {
    expect(bannerSchema.parse({ name: 'Home' })).toEqual({
      name: 'Home',
      pageId: null,
      blogId: null,
      isActive: true,
      // Without `draft` a save is seen at once, as the spec's call always was.
      draft: false,
    });
    expect(
      updateBannerSchema.parse({ id: '5', name: 'Home', pageId: '2', isActive: 'false' }),
    ).toEqual({
      id: 5,
      name: 'Home',
      pageId: 2,
      blogId: null,
      isActive: false,
      draft: false,
    });
  });
});

describe('banner item', () => {
  it('needs its banner and a name', () => {
    expectMessages(bannerItemSchema.safeParse({ name: '' }), {
      bannerId: 'A valid id is required',
      name: 'Name is required',
    });
  });

  it('defaults to left and active, and reads multipart texts', () => {
    expect(
      bannerItemSchema.parse({
        bannerId: '1',
        name: 'Slide',
        title: '',
        alignment: 'CENTER',
        isActive: '',
      }),
    ).toMatchObject({ bannerId: 1, title: null, alignment: 'CENTER', isActive: true });
    expect(bannerItemSchema.parse(validBannerItem).alignment).toBe('LEFT');
    expect(bannerItemSchema.safeParse({ ...validBannerItem, alignment: 'MIDDLE' }).success).toBe(
      false,
    );
  });

  it('applies the button rules, also on update', () => {
    const result = updateBannerItemSchema.safeParse({
      ...validBannerItem,
      id: 3,
      primaryButtonText: 'Join',
      primaryButtonActionType: 'EMAIL',
    });
    expect(messageFor(result, 'primaryButtonLink')).toBe('Primary Action Link is required');
  });
});

/** Which fields each kind requires and whether creating it needs an image. */
const MATRIX: Record<SectionKind, { title: boolean; description: boolean; image: boolean }> = {
  CONTENT_SECTION_DEFAULT: { title: true, description: true, image: true },
  CONTENT_SECTION_REVERSED: { title: true, description: true, image: true },
  CONTENT_SECTION_FULLWIDTH: { title: true, description: true, image: true },
  CONTENT_SECTION_FULLWIDTH_PADDED: { title: true, description: true, image: true },
  CONTENT_SECTION_TEXTONLY: { title: true, description: true, image: false },
  CONTENT_SECTION_CARD: { title: true, description: true, image: true },
  CONTENT_SECTION_BANNER: { title: true, description: false, image: true },
  CONTENT_SECTION_DYNAMIC_BANNER: { title: true, description: true, image: true },
  CONTENT_SECTION_CUSTOM: { title: false, description: false, image: false },
  CONTENT_SECTION_TILE: { title: true, description: true, image: false },
};

describe('content section per-type rules', () => {
  it.each(SECTION_KINDS)('%s', (type) => {
    const expected = MATRIX[type];
    const result = contentSectionSchema.safeParse({
      name: 'Section',
      type,
      title: '',
      description: '',
    });
    expect(messageFor(result, 'title')).toBe(expected.title ? TITLE_REQUIRED_MESSAGE : undefined);
    expect(messageFor(result, 'description')).toBe(
      expected.description ? CONTENT_DETAILS_REQUIRED_MESSAGE : undefined,
    );
    expect(result.success).toBe(!expected.title && !expected.description);
    expect(sectionNeedsImage(type)).toBe(expected.image);
    expect(SECTION_KIND_LABELS[type]).toMatch(/^[A-Z]/);
  });

  it('shows the name, title and details messages together', () => {
    expectMessages(contentSectionSchema.safeParse({ type: 'CONTENT_SECTION_CARD', name: '' }), {
      name: 'Content Section Name is required',
      title: 'Title is required',
      description: 'Content Details is required',
    });
  });

  it('needs a type', () => {
    expect(messageFor(contentSectionSchema.safeParse({ ...validSection, type: '' }), 'type')).toBe(
      'Type is required',
    );
  });

  it('pins the image message', () => {
    expect(IMAGE_REQUIRED_MESSAGE).toBe('Error! Please upload an image');
  });
});

describe('content section fields', () => {
  it('defaults to left, active, no flags', () => {
    expect(contentSectionSchema.parse(validSection)).toMatchObject({
      alignment: 'LEFT',
      rawHTML: null,
      pageId: null,
      blogId: null,
      isPadded: false,
      isFloatingCard: false,
      hasRoundedCorners: false,
      isTextOnly: false,
      isActive: true,
      primaryButtonText: null,
    });
  });

  it('applies the button rules', () => {
    const result = contentSectionSchema.safeParse({ ...validSection, secondaryButtonText: 'More' });
    expectMessages(result, {
      secondaryButtonActionType: 'Secondary Action Type is required',
      secondaryButtonLink: 'Secondary Action Link is required',
    });
  });

  it('reads multipart texts', () => {
    expect(
      contentSectionSchema.parse({
        ...validSection,
        type: 'CONTENT_SECTION_CUSTOM',
        title: '',
        description: '',
        rawHTML: '<p>Hello</p>',
        alignment: '',
        pageId: '3',
        isPadded: 'true',
        isActive: 'false',
      }),
    ).toMatchObject({
      title: null,
      rawHTML: '<p>Hello</p>',
      alignment: 'LEFT',
      pageId: 3,
      isPadded: true,
      isActive: false,
    });
  });

  it('needs the id to update', () => {
    expect(updateContentSectionSchema.parse({ ...validSection, id: 2 }).id).toBe(2);
    expect(
      messageFor(
        updateContentSectionSchema.safeParse({ ...validSection, id: 2, title: '' }),
        'title',
      ),
    ).toBe(TITLE_REQUIRED_MESSAGE);
  });
});

describe('type presets', () => {
  it('sets alignment and one flag per type', () => {
    expect(sectionTypePreset('CONTENT_SECTION_REVERSED')).toEqual({
      alignment: 'RIGHT',
      isFloatingCard: false,
      isTextOnly: false,
      isPadded: false,
    });
    expect(sectionTypePreset('CONTENT_SECTION_CARD')).toMatchObject({
      alignment: 'LEFT',
      isFloatingCard: true,
    });
    expect(sectionTypePreset('CONTENT_SECTION_TEXTONLY')).toMatchObject({ isTextOnly: true });
    expect(sectionTypePreset('CONTENT_SECTION_FULLWIDTH_PADDED')).toMatchObject({ isPadded: true });
    expect(sectionTypePreset('CONTENT_SECTION_DEFAULT')).toEqual({
      alignment: 'LEFT',
      isFloatingCard: false,
      isTextOnly: false,
      isPadded: false,
    });
  });

  it('locks the alignment of Default and Reversed only', () => {
    expect(SECTION_KINDS.filter(isAlignmentLocked)).toEqual([
      'CONTENT_SECTION_DEFAULT',
      'CONTENT_SECTION_REVERSED',
    ]);
  });
});

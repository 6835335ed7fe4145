import { describe, expect, it } from 'vitest';
import {
  bannerItemSchema,
  bannerSchema,
  updateBannerItemSchema,
  updateBannerSchema,
} from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';
import { validBannerItem } from './fixtures.ts';

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
    });
    expect(
      updateBannerSchema.parse({ id: '5', name: 'Home', pageId: '2', isActive: 'false' }),
    ).toEqual({
      id: 5,
      name: 'Home',
      pageId: 2,
      blogId: null,
      isActive: false,
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

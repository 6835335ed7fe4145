import { describe, expect, it } from 'vitest';
import {
  BANNER_ITEM_LIMITS,
  BANNER_LIMITS,
  bannerItemSchema,
  bannerSchema,
  updateBannerItemSchema,
  updateBannerSchema,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';

describe('banner', () => {
  it('gives the spec message and limit', () => {
    expect(BANNER_LIMITS).toEqual({ name: 150 });
    expect(messageFor(bannerSchema.safeParse({ name: '' }), 'name')).toBe(
      'Banner Name is required',
    );
    expect(bannerSchema.safeParse({ name: 'b'.repeat(150) }).success).toBe(true);
    expect(messageFor(bannerSchema.safeParse({ name: 'b'.repeat(151) }), 'name')).toBe(
      'Banner Name must be at most 150 characters',
    );
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
  const validItem = { bannerId: 1, name: 'Slide 1' };

  it('needs its banner and a name', () => {
    const result = bannerItemSchema.safeParse({ name: '' });
    expect(messageFor(result, 'bannerId')).toBe('A valid id is required');
    expect(messageFor(result, 'name')).toBe('Name is required');
  });

  it('pins the limits', () => {
    expect(BANNER_ITEM_LIMITS).toEqual({ name: 1000, title: 1000 });
    expect(bannerItemSchema.safeParse({ ...validItem, title: 't'.repeat(1000) }).success).toBe(
      true,
    );
    expect(
      messageFor(bannerItemSchema.safeParse({ ...validItem, title: 't'.repeat(1001) }), 'title'),
    ).toBe('Title must be at most 1000 characters');
    expect(
      messageFor(bannerItemSchema.safeParse({ ...validItem, name: 'n'.repeat(1001) }), 'name'),
    ).toBe('Name must be at most 1000 characters');
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
    expect(bannerItemSchema.parse(validItem).alignment).toBe('LEFT');
    expect(bannerItemSchema.safeParse({ ...validItem, alignment: 'MIDDLE' }).success).toBe(false);
  });

  it('applies the button rules, also on update', () => {
    const result = updateBannerItemSchema.safeParse({
      ...validItem,
      id: 3,
      primaryButtonText: 'Join',
      primaryButtonActionType: 'EMAIL',
    });
    expect(messageFor(result, 'primaryButtonLink')).toBe('Primary Action Link is required');
  });
});

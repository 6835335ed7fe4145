import { describe, expect, it } from 'vitest';
import {
  assignParentMenuItemSchema,
  LINK_MESSAGE,
  menuItemSchema,
  PAGE_OR_LINK_MESSAGE,
  updateMenuItemSchema,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';

describe('menu item', () => {
  it('defaults to active and not opening in a new tab', () => {
    expect(menuItemSchema.parse({ name: 'About' })).toEqual({
      name: 'About',
      pageId: null,
      parentMenuItemId: null,
      customLink: null,
      openInNewTab: false,
      isActive: true,
    });
  });

  it('gives the spec messages and limits', () => {
    expect(messageFor(menuItemSchema.safeParse({ name: '' }), 'name')).toBe(
      'Menu Item Name is required',
    );
    expect(messageFor(menuItemSchema.safeParse({}), 'name')).toBe('Menu Item Name is required');
    expect(
      messageFor(
        menuItemSchema.safeParse({ name: 'A', customLink: 'javascript:alert(1)' }),
        'customLink',
      ),
    ).toBe(LINK_MESSAGE);
  });

  it('takes a page or a custom link, not both', () => {
    expect(menuItemSchema.safeParse({ name: 'A', pageId: 3 }).success).toBe(true);
    expect(menuItemSchema.safeParse({ name: 'A', customLink: 'https://example.com' }).success).toBe(
      true,
    );
    const both = menuItemSchema.safeParse({ name: '', pageId: 3, customLink: '/x' });
    expect(messageFor(both, 'customLink')).toBe(PAGE_OR_LINK_MESSAGE);
    expect(messageFor(both, 'name')).toBe('Menu Item Name is required'); // shown together
  });

  it('reads multipart texts', () => {
    expect(
      menuItemSchema.parse({
        name: 'Events',
        pageId: '7',
        parentMenuItemId: '',
        customLink: '',
        openInNewTab: 'true',
        isActive: 'false',
      }),
    ).toMatchObject({ pageId: 7, parentMenuItemId: null, openInNewTab: true, isActive: false });
  });

  it('needs the id to update, and keeps the page-or-link rule', () => {
    expect(messageFor(updateMenuItemSchema.safeParse({ name: 'A' }), 'id')).toBe(
      'A valid id is required',
    );
    expect(
      messageFor(
        updateMenuItemSchema.safeParse({ id: 1, name: 'A', pageId: 2, customLink: '/x' }),
        'customLink',
      ),
    ).toBe(PAGE_OR_LINK_MESSAGE);
  });
});

describe('assign children to a parent', () => {
  it('needs at least one child', () => {
    const result = assignParentMenuItemSchema.safeParse({ parentId: 1, childMenuItemIds: [] });
    expect(messageFor(result, 'childMenuItemIds')).toBe('Please select at least one menu item');
    expect(
      messageFor(assignParentMenuItemSchema.safeParse({ parentId: 1 }), 'childMenuItemIds'),
    ).toBe('Please select at least one menu item');
  });

  it('takes numbers, and texts from a multipart body', () => {
    expect(assignParentMenuItemSchema.parse({ parentId: 1, childMenuItemIds: [2, 3] })).toEqual({
      parentId: 1,
      childMenuItemIds: [2, 3],
    });
    expect(assignParentMenuItemSchema.parse({ parentId: '1', childMenuItemIds: '4' })).toEqual({
      parentId: 1,
      childMenuItemIds: [4],
    });
    expect(
      assignParentMenuItemSchema.safeParse({ parentId: 1, childMenuItemIds: ['x'] }).success,
    ).toBe(false);
  });
});

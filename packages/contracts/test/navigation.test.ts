/** The site's links: the navigation menu and the footer's quick links. */
import { describe, expect, it } from 'vitest';
import {
  assignParentMenuItemSchema,
  footerItemSchema,
  LINK_MESSAGE,
  menuItemSchema,
  PAGE_OR_LINK_MESSAGE,
  updateFooterItemSchema,
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
      draft: false,
    });
  });

  it('gives the spec messages and limits', () => {
    for (const input of [{ name: '' }, {}]) {
      expect(messageFor(menuItemSchema.safeParse(input), 'name')).toBe(
        'Menu Item Name is required',
      );
    }
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
    for (const input of [{ parentId: 1, childMenuItemIds: [] }, { parentId: 1 }]) {
      expect(messageFor(assignParentMenuItemSchema.safeParse(input), 'childMenuItemIds')).toBe(
        'Please select at least one menu item',
      );
    }
  });

  it('takes numbers, and texts from a multipart body', () => {
    for (const [input, childMenuItemIds] of [
      [{ parentId: 1, childMenuItemIds: [2, 3] }, [2, 3]],
      [{ parentId: '1', childMenuItemIds: '4' }, [4]],
    ] as const) {
      expect(assignParentMenuItemSchema.parse(input)).toEqual({ parentId: 1, childMenuItemIds });
    }
    expect(
      assignParentMenuItemSchema.safeParse({ parentId: 1, childMenuItemIds: ['x'] }).success,
    ).toBe(false);
  });
});

describe('footer item', () => {
  it('gives the spec messages', () => {
    const result = footerItemSchema.safeParse({ label: '', to: '' });
    expect(messageFor(result, 'label')).toBe('Footer label is required');
    expect(messageFor(result, 'to')).toBe('Link is required');
    expect(result.error?.issues.filter((i) => i.path[0] === 'to')).toHaveLength(1);
  });

  it('takes in-site paths and web addresses only', () => {
    expect(footerItemSchema.parse({ label: 'Contact', to: '/contact' })).toEqual({
      label: 'Contact',
      to: '/contact',
      isActive: true,
      draft: false,
    });
    expect(footerItemSchema.safeParse({ label: 'Map', to: 'https://maps.example' }).success).toBe(
      true,
    );
    // Typed without its scheme, a web address is still one (not a path on this site).
    expect(footerItemSchema.parse({ label: 'Map', to: 'maps.example/bayport' }).to).toBe(
      'https://maps.example/bayport',
    );
    expect(
      messageFor(footerItemSchema.safeParse({ label: 'X', to: 'javascript:alert(1)' }), 'to'),
    ).toBe(LINK_MESSAGE);
  });

  it('reads multipart texts and needs the id to update', () => {
    expect(
      updateFooterItemSchema.parse({
        id: '2',
        label: 'Contact',
        to: '/contact',
        isActive: 'false',
      }),
    ).toEqual({ id: 2, label: 'Contact', to: '/contact', isActive: false, draft: false });
    expect(updateFooterItemSchema.safeParse({ label: 'Contact', to: '/contact' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { footerItemSchema, LINK_MESSAGE, updateFooterItemSchema } from '../src/index.ts';
import { messageFor } from './helpers.ts';

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
    });
    expect(footerItemSchema.safeParse({ label: 'Map', to: 'https://maps.example' }).success).toBe(
      true,
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
    ).toEqual({ id: 2, label: 'Contact', to: '/contact', isActive: false });
    expect(updateFooterItemSchema.safeParse({ label: 'Contact', to: '/contact' }).success).toBe(
      false,
    );
  });
});

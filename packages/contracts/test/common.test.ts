import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSafeLink, LINK_MESSAGE, optionalLink } from '../src/index.ts';

describe('links the site renders', () => {
  it.each(['/about-us', '/events?type=webinar', 'https://example.com/x', 'http://example.com'])(
    'accepts %s',
    (link) => expect(isSafeLink(link)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/path with space',
    'mailto:someone@example.com',
    'https:evil.example',
    'about-us',
  ])('rejects %s', (link) => expect(isSafeLink(link)).toBe(false));

  it('optionalLink turns "" into null and explains a bad link', () => {
    const schema = z.object({ link: optionalLink('Link', 20) });
    expect(schema.parse({ link: '' })).toEqual({ link: null });
    expect(schema.parse({ link: ' /x ' })).toEqual({ link: '/x' });
    expect(schema.safeParse({ link: 'javascript:alert(1)' }).error?.issues[0].message).toBe(
      LINK_MESSAGE,
    );
    expect(schema.safeParse({ link: `/${'a'.repeat(20)}` }).error?.issues[0].message).toBe(
      'Link must be at most 20 characters',
    );
  });
});

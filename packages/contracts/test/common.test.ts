import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, isSafeLink, LINK_MESSAGE, MAX_ID, optionalId, optionalLink } from '../src/index.ts';

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

describe('ids', () => {
  it.each([
    [1, 1],
    ['12', 12],
    [' 7 ', 7],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('accepts %j', (value, expected) => expect(id.parse(value)).toBe(expected));

  it.each([
    MAX_ID + 1,
    String(MAX_ID + 1),
    '99999999999',
    '9'.repeat(400),
    '1e3',
    '0x10',
    '1.5',
    1.5,
    0,
    -1,
    '-1',
    '',
    'abc',
    true,
    null,
    Infinity,
  ])('refuses %j with the id message', (value) => {
    expect(id.safeParse(value).error?.issues[0].message).toBe('A valid id is required');
  });

  it('an optional id reads "", 0 and absent as none, and refuses one out of range', () => {
    const schema = z.object({ pageId: optionalId });
    expect(schema.parse({ pageId: '' })).toEqual({ pageId: null });
    expect(schema.parse({ pageId: 0 })).toEqual({ pageId: null });
    expect(schema.parse({})).toEqual({ pageId: null });
    expect(schema.safeParse({ pageId: '2147483648' }).success).toBe(false);
  });
});

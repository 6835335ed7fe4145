/**
 * What the content sections and banners tests share: a signed-in app, their form requests, the
 * stored image files, and the button rules that both forms apply alike.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { multipart, type TestApp } from './helpers.ts';

export type Fields = Record<string, string | number | boolean | null>;

/** A call without a body, as `token`'s user. */
export const requestAs = (
  t: TestApp,
  token: string,
  method: InjectOptions['method'],
  url: string,
) => t.request({ method, url, token });

/** DELETE `url` as `token`'s user answers `message`; sent again, 404: the item is gone. */
export async function expectDeleted(t: TestApp, token: string, url: string, message: string) {
  const response = await requestAs(t, token, 'DELETE', url);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message });
  expect((await requestAs(t, token, 'DELETE', url)).statusCode).toBe(404);
}

/** A GET that must succeed; answers its JSON. */
export async function getJson<T>(t: TestApp, token: string, url: string): Promise<T> {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A form sent as multipart, with the image file when there is one. */
export const sendForm = (
  t: TestApp,
  {
    token,
    image,
    ...request
  }: { method: 'POST' | 'PUT'; url: string; token?: string; image: Buffer | null },
  fields: Fields,
) =>
  t.request({ ...request, token, ...multipart(fields, image ? { image: { data: image } } : {}) });

export const attachmentExists = (t: TestApp, file: string | null) =>
  file !== null && existsSync(path.join(t.config.dataDir, 'attachments', file));

/** Fields sent, the field refused, and its message. */
export type FieldCase = [Fields, string, string];

/** Each case is refused with its message under its field. */
export async function expectRefused(
  send: (fields: Fields) => Promise<LightMyRequestResponse>,
  cases: FieldCase[],
) {
  for (const [fields, field, message] of cases) {
    const response = await send(fields);
    expect(response.statusCode, message).toBe(400);
    expect(response.json().errors[field], message).toBe(message);
  }
}

/** The rules of the two buttons a section or a slide may carry. */
export const BUTTON_CASES: FieldCase[] = [
  [{ primaryButtonText: 'Go' }, 'primaryButtonActionType', 'Primary Action Type is required'],
  [{ primaryButtonText: 'Go' }, 'primaryButtonLink', 'Primary Action Link is required'],
  [{ secondaryButtonText: 'Go' }, 'secondaryButtonActionType', 'Secondary Action Type is required'],
  [{ secondaryButtonText: 'Go' }, 'secondaryButtonLink', 'Secondary Action Link is required'],
  [
    { primaryButtonText: 'b'.repeat(51), primaryButtonActionType: 'PAGE', primaryButtonLink: '/x' },
    'primaryButtonText',
    'Primary Button Text must be at most 50 characters',
  ],
  [
    {
      secondaryButtonText: 'Go',
      secondaryButtonActionType: 'LINK_NEW_TAB',
      secondaryButtonLink: `https://example.com/${'l'.repeat(490)}`,
    },
    'secondaryButtonLink',
    'Secondary Action Link must be at most 500 characters',
  ],
  [
    { primaryButtonText: 'Go', primaryButtonActionType: 'PAGE', primaryButtonLink: '//evil' },
    'primaryButtonLink',
    'Please enter a page path that begins with /',
  ],
  [
    {
      primaryButtonText: 'Go',
      primaryButtonActionType: 'LINK_NEW_TAB',
      primaryButtonLink: 'javascript:alert(1)',
    },
    'primaryButtonLink',
    'Please enter a link that begins with / or https://',
  ],
  [
    { primaryButtonText: 'Go', primaryButtonActionType: 'EMAIL', primaryButtonLink: 'nope' },
    'primaryButtonLink',
    'Please enter valid email',
  ],
  [
    { primaryButtonText: 'Go', primaryButtonActionType: 'JUMP', primaryButtonLink: '/x' },
    'primaryButtonActionType',
    'Please choose a valid action type',
  ],
];

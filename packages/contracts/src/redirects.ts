/**
 * Redirects (docs/decisions/136-redirects.md): an old address of the site that answers 301 with
 * the address to go to instead. Made by the site when a published page or blog gets a new url,
 * and by administrators in the Redirects list. An address that has a page never redirects.
 */
import { z } from 'zod';
import {
  id,
  isSafeLink,
  isSitePath,
  LINK_MESSAGE,
  requiredText,
  standardCalls,
  version,
  withScheme,
} from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { PREVIEW_PATH } from './preview.ts';
import { addressKey } from './public-pages.ts';
import { redirectRoutes } from './routes/redirects.ts';

const REDIRECT_LIMITS = { from: 500, to: 500 } as const;

/** Addresses the website answers itself, whatever the redirects say. */
const OWN_ADDRESSES = ['/admin', '/cms', '/api', '/assets', PREVIEW_PATH];
const ownsAddress = (key: string) =>
  key === '/' || OWN_ADDRESSES.some((own) => key === own || key.startsWith(`${own}/`));

export const REDIRECT_MESSAGES = {
  fromPath: 'Please enter an address of this site that begins with /, like /old-page',
  fromQuery: 'Please enter the address without ? or #',
  fromOwn: 'This address belongs to the website itself and cannot be redirected',
  same: 'The new address must differ from the old one',
} as const;

const fromAddress = requiredText('Old Address', REDIRECT_LIMITS.from).superRefine((from, ctx) => {
  if (from === '') return; // the required rule speaks
  const message = !isSitePath(from)
    ? REDIRECT_MESSAGES.fromPath
    : /[?#]/.test(from)
      ? REDIRECT_MESSAGES.fromQuery
      : ownsAddress(addressKey(from))
        ? REDIRECT_MESSAGES.fromOwn
        : null;
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** Redirect form and `POST /Redirect/CreateRedirect`; "example.com" is https://example.com. */
export const redirectSchema = z
  .object({
    from: fromAddress,
    to: z.preprocess(
      withScheme,
      requiredText('New Address', REDIRECT_LIMITS.to).refine(
        (to) => to === '' || isSafeLink(to),
        LINK_MESSAGE,
      ),
    ),
  })
  .refine(({ from, to }) => addressKey(from) !== addressKey(to), {
    message: REDIRECT_MESSAGES.same,
    path: ['to'],
  });

/** `PUT /Redirect/UpdateRedirect`. */
export const updateRedirectSchema = redirectSchema.safeExtend({ id, version });

/** A redirect as the API answers it: `automatic` when the site made it for a moved page or blog. */
const redirect = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  automatic: z.boolean(),
  createdAt: z.string(),
  version: z.number(),
});
export type Redirect = z.infer<typeof redirect>;

export const redirectCalls = standardCalls('Redirect');

/** Administrators only: a wrong redirect takes visitors away from a page that still exists. */
export const redirectEndpoints = defineEndpoints(
  'Redirects',
  redirectRoutes,
  resourceEndpoints(
    redirectCalls,
    {
      noun: 'redirect',
      access: 'redirects',
      answer: redirect,
      idQuery: z.object({ redirectId: id }),
      create: redirectSchema,
      update: updateRedirectSchema,
    },
    { list: { summary: 'All redirects, the newest first' } },
  ),
);

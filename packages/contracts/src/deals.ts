/**
 * Hot Deals (docs/deals.md, decision 144): offers of member businesses, shown on /deals until their
 * last day on the chamber's calendar. Staff write them like events (drafts, trash, revisions);
 * members propose them through a public form, and staff approve (publish) or decline them.
 */
import { z } from 'zod';
import {
  bool,
  id,
  idOf,
  optionalId,
  optionalText,
  requiredEmail,
  requiredText,
  standardCalls,
  version,
} from './common.ts';
import { onceValid } from './buttons.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { isDateText } from './event-repeats.ts';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { dealRoutes } from './routes/deals.ts';

export * from './deal-paths.ts';

const DEAL_LIMITS = {
  title: 250,
  description: 20_000,
  proposalDescription: 2000,
  terms: 2000,
  businessName: 250,
  contactEmail: 250,
} as const;

export const DEAL_MEMBER_MESSAGE = 'Please choose a member from the directory';
const DEAL_DATE_MESSAGE = 'Please enter a date like 2026-12-31';
export const DEAL_UNTIL_REQUIRED_MESSAGE = 'Valid Until is required';
export const DEAL_UNTIL_BEFORE_FROM_MESSAGE = 'Valid Until cannot be before Valid From';
export const DEAL_BUSINESS_MESSAGE = 'Please choose your business or type its name';
export const DEAL_PROPOSED_MESSAGE =
  'Thank you! Your deal was sent to the chamber. We will publish it once a member of staff has approved it.';
export const DEAL_NOT_PROPOSED_MESSAGE = 'Only a proposal waiting for approval can be declined';

/** A calendar day ("2026-12-31"), on the chamber's calendar. */
const day = (required: string | null) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: required ?? DEAL_DATE_MESSAGE })
        .trim()
        .nullable()
        .optional(),
    )
    .transform((v, ctx) => {
      if (v === null || v === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return null;
      }
      if (!isDateText(v)) ctx.addIssue({ code: 'custom', message: DEAL_DATE_MESSAGE });
      return v;
    });

const validity = {
  validFrom: day(null),
  validUntil: day(DEAL_UNTIL_REQUIRED_MESSAGE),
};

/** The last day is not before the first (both as YYYY-MM-DD, which compare as text). */
function untilAfterFrom(
  v: { validFrom: string | null; validUntil: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.validFrom && v.validUntil && v.validUntil < v.validFrom) {
    ctx.addIssue({ code: 'custom', message: DEAL_UNTIL_BEFORE_FROM_MESSAGE, path: ['validUntil'] });
  }
}

/** The deal editor and `POST /Deal/CreateDeal` (multipart, with an optional `image`). */
export const dealSchema = z
  .object({
    title: requiredText('Title', DEAL_LIMITS.title),
    /** Rich text: sanitised by the server before it is stored. */
    description: optionalText('Description', DEAL_LIMITS.description),
    terms: optionalText('Terms', DEAL_LIMITS.terms),
    ...validity,
    memberId: idOf(DEAL_MEMBER_MESSAGE),
    isActive: bool(true),
    ...draftField,
  })
  .superRefine(untilAfterFrom, onceValid(['validFrom', 'validUntil']));
export type DealRequest = z.input<typeof dealSchema>;

/** `PUT /Deal/UpdateDeal`. */
export const updateDealSchema = dealSchema.safeExtend({ id, version });

/** Where a deal stands as a member's proposal: null for one staff wrote or approved. */
const DEAL_PROPOSALS = ['proposed', 'declined'] as const;

/** A deal as staff read it. */
export const deal = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  terms: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string(),
  /** null: a proposal whose business staff have not matched to a member yet. */
  memberId: z.number().nullable(),
  /** The member's name (null when it is not in the directory, or in the trash). */
  memberName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** What the proposer typed as their business, and how to reach them (proposals only). */
  businessName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  proposal: z.enum(DEAL_PROPOSALS).nullable(),
  isActive: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  ...publishingAnswerFields,
});
export type Deal = z.infer<typeof deal>;

/** A current deal as visitors see it, with its member's name and directory address. */
const publicDeal = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  terms: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string(),
  imageUrl: z.string().nullable(),
  member: z.object({ name: z.string(), slug: z.string() }),
});
export type PublicDeal = z.infer<typeof publicDeal>;

/** A member a deal may belong to: the proposal form's and the editor's choices. */
const dealMember = z.object({ id: z.number(), name: z.string() });
export type DealMember = z.infer<typeof dealMember>;

/**
 * The public proposal form (`/deals/propose`) and `POST /Deal/ProposeDeal`: a member chosen from
 * the list or a business name typed, a contact address, the deal in plain text.
 */
export const dealProposalSchema = z
  .object({
    memberId: optionalId,
    businessName: optionalText('Business Name', DEAL_LIMITS.businessName),
    contactEmail: requiredEmail(
      'Contact Email',
      DEAL_LIMITS.contactEmail,
      'Contact Email is required',
      'Please enter valid email',
    ),
    title: requiredText('Title', DEAL_LIMITS.title),
    description: requiredText('Description', DEAL_LIMITS.proposalDescription),
    terms: optionalText('Terms', DEAL_LIMITS.terms),
    ...validity,
    /** Honeypot, hidden from people: bots fill it in, and the API drops proposals where it is set. */
    website: optionalText('Website'),
  })
  .superRefine(
    (v, ctx) => {
      if (v.memberId === null && v.businessName === null) {
        ctx.addIssue({ code: 'custom', message: DEAL_BUSINESS_MESSAGE, path: ['businessName'] });
      }
    },
    onceValid(['memberId', 'businessName']),
  )
  .superRefine(untilAfterFrom, onceValid(['validFrom', 'validUntil']));

export const dealCalls = standardCalls('Deal');

const idQuery = z.object({ id });

export const dealEndpoints = defineEndpoints('Deals', dealRoutes, {
  ...resourceEndpoints(
    dealCalls,
    {
      noun: 'deal',
      access: 'deals',
      answer: deal,
      idQuery,
      create: dealSchema,
      update: updateDealSchema,
      files: ['image'],
    },
    {
      list: { summary: 'All deals, proposals waiting for approval first, then by last day' },
      remove: { summary: 'Delete a deal (to the trash)' },
    },
  ),
  'Deal.DeclineDeal': {
    summary: 'Decline a proposal waiting for approval: it stays in the list, marked declined',
    access: 'deals',
    query: idQuery,
    answer: messageAnswer,
  },
  'Deal.GetPublicDeals': {
    summary:
      "Current deals: published, of a member visitors see, and not past their last day on the chamber's calendar; soonest to end first",
    access: 'public',
    publicCache: true,
    answer: z.array(publicDeal),
  },
  'Deal.GetPublicDeal': {
    summary: 'One current deal (404 once it has ended or its member left the directory)',
    access: 'public',
    publicCache: true,
    query: idQuery,
    answer: publicDeal,
  },
  'Deal.GetDealMembers': {
    summary: 'The members visitors see, A–Z: the choices of the proposal form and the deal editor',
    access: 'public',
    publicCache: true,
    answer: z.array(dealMember),
  },
  'Deal.ProposeDeal': {
    summary:
      'A member proposes a deal: kept unpublished, waiting for approval in the back office (the same answer when the honeypot is filled)',
    access: 'public',
    body: dealProposalSchema,
    answer: messageAnswer,
  },
});

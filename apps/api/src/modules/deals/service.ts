/**
 * Hot Deals (decision 144): staff's list and editor on the resource core (drafts, trash,
 * revisions), the public list and page, and members' proposals. A deal is current from its first
 * day to its last on the chamber's calendar, while its member is in the directory: the public
 * reads filter by that each time, so an ended deal, or one whose member went, leaves the site by
 * itself.
 */
import {
  dayIn,
  deal,
  DEAL_MEMBER_MESSAGE,
  DEAL_NOT_PROPOSED_MESSAGE,
  DEFAULT_TIME_ZONE,
  updateDealSchema,
  type Deal,
  type DealMember,
  type dealProposalSchema,
  type dealSchema,
  type PublicDeal,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Audience, type Columns, type Files } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { sanitizeRichHtml } from '../content-sections/sanitize.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';

type DealInput = z.output<typeof dealSchema>;
type UpdateDealInput = z.output<typeof updateDealSchema>;
type ProposalInput = z.output<typeof dealProposalSchema>;

const fields = fieldMap(deal, { imageUrl: 'imagePath' });
/** An answer of the row alone; the member's name is added by `named`. */
const toAnswer = (row: object): Deal => ({ ...fields.toAnswer(row), memberName: null });

const columnsOf = ({ isActive, ...input }: DealInput) =>
  ({
    ...fields.toColumns(input),
    isActive,
    description: sanitizeRichHtml(input.description),
  }) as Columns<'deals'>;

/** The member `memberId` names must be in the directory (published or not, not in the trash). */
async function assertMember(db: Db, memberId: unknown) {
  const found =
    typeof memberId === 'number'
      ? await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst()
      : undefined;
  if (!found) throw badRequest(DEAL_MEMBER_MESSAGE, { memberId: DEAL_MEMBER_MESSAGE });
}

/** Deals as each audience sees them: staff all of them, visitors the published ones. */
const dealsOn = (db: Db) =>
  createResource(db, {
    table: 'deals',
    noun: 'The deal',
    toAnswer,
    order: ['validUntil desc', 'id desc'],
    public: { column: 'isActive' },
    trash: { files: ['imagePath'] },
    drafts: {
      rules: updateDealSchema,
      // The member may have left the directory since the draft was saved.
      beforePublish: (on, content) => assertMember(on, content.memberId),
      // Publishing a member's proposal is its approval.
      onPublish: () => ({ proposal: null }),
    },
  });

/** The chamber's calendar day now (the settings' time zone; decision 126). */
export async function chamberToday(db: Db, now = Date.now()) {
  const settings = await db
    .selectFrom('companySettings')
    .select('timeZone')
    .where('id', '=', 1)
    .executeTakeFirst();
  return dayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE, now);
}

/**
 * The deals visitors see on `today`: published, begun, not ended, of a published member; those
 * ending soonest first, with when each was last changed (for the sitemap). `id` narrows to one.
 */
export async function currentDeals(
  db: Db,
  today: string,
  id?: number,
): Promise<(PublicDeal & { updatedAt: string })[]> {
  let query = dealsOn(db)
    .forVisitors(
      db.selectFrom('deals').innerJoin('members', 'members.id', 'deals.memberId'),
      'deals',
    )
    .where('members.isActive', '=', true)
    .where('deals.validUntil', '>=', today)
    .where((eb) => eb.or([eb('deals.validFrom', 'is', null), eb('deals.validFrom', '<=', today)]))
    .select([
      'deals.id',
      'deals.title',
      'deals.description',
      'deals.terms',
      'deals.validFrom',
      'deals.validUntil',
      'deals.imagePath',
      'deals.updatedAt',
      'members.name as memberName',
      'members.slug as memberSlug',
    ])
    .orderBy('deals.validUntil')
    .orderBy('deals.id');
  if (id !== undefined) query = query.where('deals.id', '=', id);
  const rows = await query.execute();
  return rows.map(({ imagePath, memberName, memberSlug, ...row }) => ({
    ...row,
    imageUrl: imagePath,
    member: { name: memberName, slug: memberSlug },
  }));
}

/** What visitors read: the current deals, one of them, and the members to choose from. */
export function visitorDeals(db: Db) {
  return {
    /** The deals visitors see today. */
    async current(): Promise<PublicDeal[]> {
      const found = await currentDeals(db, await chamberToday(db));
      return found.map(({ updatedAt: _updatedAt, ...shown }) => shown);
    },

    /** One deal visitors see today, else 404. */
    async currentOne(id: number) {
      const [found] = await currentDeals(db, await chamberToday(db), id);
      if (!found) throw notFound('The deal');
      const { updatedAt: _updatedAt, ...shown } = found;
      return shown;
    },

    /** The members visitors see, A–Z, to choose from. */
    async members(): Promise<DealMember[]> {
      return db
        .selectFrom('members')
        .select(['id', 'name'])
        .where('isActive', '=', true)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
  };
}

/** A proposal's plain text as the rich text the editor shows: paragraphs, nothing else. */
function plainToHtml(text: string) {
  const escape = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function createDealsService(db: Db, attachments: Attachments) {
  const deals = dealsOn(db);

  /** The answers with their members' names (none for a member gone from the directory). */
  async function named(list: Deal[]): Promise<Deal[]> {
    const ids = [...new Set(list.flatMap((item) => (item.memberId ? [item.memberId] : [])))];
    const members = ids.length
      ? await db.selectFrom('members').select(['id', 'name']).where('id', 'in', ids).execute()
      : [];
    const names = new Map(members.map((member) => [member.id, member.name]));
    return list.map((item) => ({
      ...item,
      memberName: (item.memberId && names.get(item.memberId)) || null,
    }));
  }

  return {
    /** Proposals waiting for approval first, then by last day, latest first. */
    async list(audience: Audience) {
      const all = await named(await deals.list(audience));
      return [
        ...all.filter((item) => item.proposal === 'proposed'),
        ...all.filter((item) => item.proposal !== 'proposed'),
      ];
    },

    async get(id: number, audience: Audience) {
      return (await named([await deals.get(id, audience)]))[0];
    },

    /** A new deal, with its picture if one was sent; the signed-in user is its author. */
    async create(input: DealInput, { image }: Files, user: CurrentUser) {
      await assertMember(db, input.memberId);
      return saveWithImage(attachments, image, (imagePath) =>
        deals.create(
          { ...columnsOf(input), imagePath, createdById: user.id },
          { draft: input.draft },
        ),
      );
    },

    /** A new picture replaces the stored one, whose file goes once the row is saved. */
    async update(input: UpdateDealInput, { image }: Files) {
      await assertMember(db, input.memberId);
      await updateWithImage(attachments, image, (newImage) =>
        deals.update(input.id, { ...columnsOf(input), ...newImage }, input.version, {
          draft: input.draft,
        }),
      );
    },

    /** To the trash; its picture stays until it is deleted for good. */
    remove: deals.remove,

    /** The same service on a transaction (deleting many at once: lib/bulk.ts). */
    within: (trx: Db) => createDealsService(trx, attachments),

    /** A member's proposal: unpublished, waiting for approval. Answers its id. */
    async propose(input: ProposalInput) {
      if (input.memberId !== null) {
        const member = await db
          .selectFrom('members')
          .select('id')
          .where('id', '=', input.memberId)
          .where('isActive', '=', true)
          .executeTakeFirst();
        if (!member) throw badRequest(DEAL_MEMBER_MESSAGE, { memberId: DEAL_MEMBER_MESSAGE });
      }
      return deals.create({
        title: input.title,
        description: sanitizeRichHtml(plainToHtml(input.description)),
        terms: input.terms,
        validFrom: input.validFrom,
        validUntil: input.validUntil!,
        memberId: input.memberId,
        businessName: input.businessName,
        contactEmail: input.contactEmail,
        proposal: 'proposed',
        imagePath: null,
        isActive: false,
        createdById: null,
      });
    },

    /** Declines a proposal waiting for approval; answers it as it was. */
    async decline(id: number) {
      const found = await deals.row(id);
      if (found.proposal !== 'proposed') throw badRequest(DEAL_NOT_PROPOSED_MESSAGE);
      await deals.update(id, { proposal: 'declined' });
      return found;
    },

    ...visitorDeals(db),
  };
}

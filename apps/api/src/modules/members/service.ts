/**
 * Members of the directory (docs/decisions/143-member-directory.md) on the resource core: drafts,
 * trash, revisions and the activity log as every type has them. The slug (the member's address,
 * /directory/<slug>) is made from the name unless given, and is unique; the long description is
 * stored sanitised; the categories are a JSON list of ids on the row.
 */
import {
  member,
  MEMBER_CATEGORY_UNKNOWN_MESSAGE,
  MEMBER_SLUG_TAKEN_MESSAGE,
  slugOf,
  updateMemberSchema,
  type Member,
  type MemberCategoryRef,
  type memberSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns, type Files } from '../../lib/resource.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { badRequest } from '../../plugins/errors.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';
import { sanitizeRichHtml } from '../content-sections/sanitize.ts';

type MemberInput = z.output<typeof memberSchema>;
type UpdateMemberInput = z.output<typeof updateMemberSchema>;
export type MemberRow = Selectable<Database['members']>;

const fields = fieldMap(member, { imageUrl: 'imagePath' });

/** The ids of a row's (or a draft's) categories. */
export function categoryIdsOf(row: { categoryIds: unknown }): number[] {
  if (Array.isArray(row.categoryIds)) return row.categoryIds as number[];
  try {
    const ids: unknown = JSON.parse(String(row.categoryIds ?? '[]'));
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** A row as answered, but for its categories' names (`withCategories` adds them). */
const toAnswer = (row: MemberRow): Member => ({
  ...fields.toAnswer(row),
  categoryIds: categoryIdsOf(row),
  categories: [],
  isFeatured: Boolean(row.isFeatured),
  isActive: Boolean(row.isActive),
});

/** A save's input as columns: texts never null, the slug made from the name when left blank. */
export function memberColumns(input: Omit<MemberInput, 'draft' | 'isActive'>) {
  const { categoryIds, slug, description, memberSince, ...rest } = input;
  const texts = Object.fromEntries(
    Object.entries(fields.toColumns(rest)).map(([column, value]) => [column, value ?? '']),
  );
  return {
    ...texts,
    slug: slug ?? slugOf(input.name),
    categoryIds: JSON.stringify(categoryIds),
    description: sanitizeRichHtml(description) ?? '',
    memberSince,
  } as Omit<Columns<'members'>, 'isActive'>;
}

/** Refuses a slug another member has (two saves at once: the unique index). */
async function assertSlugFree(db: Db, slug: string, self?: number) {
  let query = db.selectFrom('members').select('id').where('slug', '=', slug);
  if (self !== undefined) query = query.where('id', '!=', self);
  if (await query.executeTakeFirst()) {
    throw badRequest(MEMBER_SLUG_TAKEN_MESSAGE, { slug: MEMBER_SLUG_TAKEN_MESSAGE });
  }
}

/** Every category by id (a short list). */
export async function categoriesById(db: Db) {
  const rows = await db
    .selectFrom('memberCategories')
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .execute();
  return new Map<number, MemberCategoryRef>(rows.map((row) => [row.id, row]));
}

async function assertCategoriesExist(db: Db, ids: number[]) {
  const known = await categoriesById(db);
  if (ids.some((id) => !known.has(id))) {
    throw badRequest(MEMBER_CATEGORY_UNKNOWN_MESSAGE, {
      categoryIds: MEMBER_CATEGORY_UNKNOWN_MESSAGE,
    });
  }
}

/** Members as each audience sees them; visitors: the published ones. */
export const membersOn = (db: Db) =>
  createResource(db, {
    table: 'members',
    noun: 'The member',
    toAnswer,
    order: ['name', 'id'],
    public: { column: 'isActive', order: ['isFeatured desc', 'name', 'id'] },
    trash: { files: ['imagePath'] },
    drafts: {
      rules: updateMemberSchema,
      // Another member may have taken the address since the draft was saved.
      beforePublish: (db, content) => assertSlugFree(db, String(content.slug), Number(content.id)),
    },
  });

export function createMembersService(db: Db, attachments: Attachments) {
  const members = membersOn(db);

  /** Answers with their categories named, in the order chosen. */
  async function withCategories<A extends Pick<Member, 'categoryIds'>>(answers: A[]) {
    const known = await categoriesById(db);
    return answers.map((answer) => ({
      ...answer,
      categories: answer.categoryIds.flatMap((id) => known.get(id) ?? []),
    }));
  }

  return {
    list: async () => withCategories(await members.list()),
    get: async (id: number, audience = { signedIn: true }) =>
      (await withCategories([await members.get(id, audience)]))[0],

    /** The logo is optional. */
    async create(input: MemberInput, { image }: Files, user: CurrentUser) {
      const columns = memberColumns(input);
      await assertCategoriesExist(db, input.categoryIds);
      await assertSlugFree(db, columns.slug);
      return saveWithImage(attachments, image, (imagePath) =>
        members.create(
          { ...columns, imagePath, isActive: input.isActive, createdById: user.id },
          { draft: input.draft },
        ),
      );
    },

    /** A new logo replaces the stored one, whose file goes once the row is saved. */
    async update(input: UpdateMemberInput, { image }: Files) {
      await members.row(input.id);
      const columns = memberColumns(input);
      await assertCategoriesExist(db, input.categoryIds);
      await assertSlugFree(db, columns.slug, input.id);
      await updateWithImage(attachments, image, (newImage) =>
        members.update(
          input.id,
          { ...columns, isActive: input.isActive, ...newImage },
          input.version,
          { draft: input.draft },
        ),
      );
    },

    /** To the trash; its logo file stays until it is deleted for good. */
    remove: members.remove,

    /** The same service on a transaction (deleting many at once: lib/bulk.ts). */
    within: (trx: Db) => createMembersService(trx, attachments),

    withCategories,
  };
}

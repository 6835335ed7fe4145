/**
 * The public directory (docs/decisions/143-member-directory.md): published members, featured
 * first and then A–Z, narrowed by category, a search of names and descriptions or a first letter,
 * cut into pages; and one member by its address. Only the page shown is read in full.
 */
import {
  MEMBERS_PER_PAGE,
  type Member,
  type MemberCard,
  type MemberList,
  type MemberListQuery,
} from '@chamber/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { categoriesById, categoryIdsOf, membersOn, type MemberRow } from './service.ts';

/** `%text%` for LIKE, the pattern characters of the text taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createDirectory(db: Db) {
  const members = membersOn(db);
  const published = () => members.forVisitors(db.selectFrom('members'));

  return {
    async list(query: MemberListQuery): Promise<MemberList> {
      const known = await categoriesById(db);
      const category = query.category
        ? ([...known.values()].find((each) => each.slug === query.category) ?? null)
        : null;
      let matching = published().select(['id', 'categoryIds']);
      if (query.q) {
        const words = query.q.toLowerCase().split(/\s+/).filter(Boolean).map(likePattern);
        for (const pattern of words) {
          matching = matching.where(
            sql<SqlBool>`(lower(name) like ${pattern} escape '\\' or lower(short_description) like ${pattern} escape '\\')`,
          );
        }
      }
      if (query.letter && /^[A-Z]$/.test(query.letter)) {
        matching = matching.where(
          sql<SqlBool>`lower(name) like ${`${query.letter.toLowerCase()}%`}`,
        );
      } else if (query.letter === '#') {
        matching = matching.where(sql<SqlBool>`substr(lower(name), 1, 1) not between 'a' and 'z'`);
      }
      const [rows, everyPublished] = await Promise.all([
        matching
          .orderBy('isFeatured', 'desc')
          .orderBy(sql`lower(name)`)
          .orderBy('id')
          .execute(),
        published().select('categoryIds').execute(),
      ]);
      const shownIds = rows
        .filter((row) => !query.category || (category && categoryIdsOf(row).includes(category.id)))
        .map((row) => row.id);
      const pageCount = Math.max(1, Math.ceil(shownIds.length / MEMBERS_PER_PAGE));
      const page = Math.min(query.page ?? 1, pageCount);
      const pageIds = shownIds.slice((page - 1) * MEMBERS_PER_PAGE, page * MEMBERS_PER_PAGE);
      const pageRows = pageIds.length
        ? await db.selectFrom('members').selectAll().where('id', 'in', pageIds).execute()
        : [];
      const byId = new Map(pageRows.map((row) => [row.id, row]));
      const inUse = new Set(everyPublished.flatMap(categoryIdsOf));
      return {
        items: pageIds.map((id) => cardOf(byId.get(id)!, known)),
        page,
        pageCount,
        total: shownIds.length,
        categories: [...known.values()].filter((each) => inUse.has(each.id)),
        category,
        q: query.q ?? null,
        letter: query.letter ?? null,
      };
    },

    /** A published member by its address; any other is not found. */
    async bySlug(slug: string): Promise<Member> {
      const row = await published().selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!row) throw notFound('The member');
      const known = await categoriesById(db);
      const answer = await members.get(row.id, { signedIn: false });
      return { ...answer, categories: answer.categoryIds.flatMap((id) => known.get(id) ?? []) };
    },
  };
}

function cardOf(row: MemberRow, known: Map<number, MemberCard['categories'][number]>): MemberCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    categories: categoryIdsOf(row).flatMap((id) => known.get(id) ?? []),
    imageUrl: row.imagePath,
    shortDescription: row.shortDescription,
    isFeatured: Boolean(row.isFeatured),
    city: row.city,
  };
}

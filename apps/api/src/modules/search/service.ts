/**
 * Site search (docs/decisions/079-search-matching.md): active pages and blogs (their own fields
 * and the text of their active content sections) and active events. The database narrows the
 * candidates with LIKE; the phrase is then checked on plain text, so markup never matches and
 * excerpts read well.
 */
import {
  SEARCH_MAX_RESULTS,
  dealPath,
  eventPath,
  memberPath,
  type SearchResult,
} from '@chamber/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { sectionsOn } from '../content-sections/service.ts';
import { eventsOn } from '../events/service.ts';
import { chamberToday, currentDeals } from '../deals/service.ts';
import { documentsOn } from '../pages/documents.ts';
import { membersOn } from '../members/service.ts';
import { excerptAround, htmlToText, oneLine } from './text.ts';

/**
 * The most rows of each kind read from the database for one search, title hits first: a common
 * word must not load the whole site into memory to answer SEARCH_MAX_RESULTS hits.
 */
const SEARCH_MAX_CANDIDATES = 100;

/** `%word%` for LIKE, with the pattern characters of the word itself taken literally. */
function likePattern(word: string) {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive "the column holds every word", written once for SQLite and PostgreSQL. Words
 * rather than the phrase, so markup or line breaks between them do not hide a match.
 */
function holdsWords(column: string, patterns: string[]): Expression<SqlBool> {
  const tests = patterns.map((p) => sql`lower(${sql.ref(column)}) like ${p} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}

/** Orders the rows that hold every word in one of `titles` before the others. */
function titleHitsFirst(titles: string[], patterns: string[]) {
  const hit = sql.join(
    titles.map((column) => holdsWords(column, patterns)),
    sql` or `,
  );
  return sql`case when ${hit} then 0 else 1 end`;
}

/** Pages and blogs share their columns; only their tables and content entries differ. */
const DOCUMENT_KINDS = [
  { kind: 'page', table: 'pages', entries: 'pageContentEntries', owner: 'pageId' },
  { kind: 'blog', table: 'blogs', entries: 'blogContentEntries', owner: 'blogId' },
] as const;
type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the database found, with the texts to check the phrase in and cut the excerpt from. */
type Candidate = {
  result: Omit<SearchResult, 'excerpt'>;
  /** A match here is a title hit, ranked first. */
  titles: string[];
  /** Texts shown as the excerpt, in the order they are preferred. */
  texts: string[];
  /** Texts that count as a match but are never shown (SEO keywords). */
  hiddenTexts: string[];
};

export function createSearchService(db: Db) {
  async function documents({ kind, ...names }: DocumentKind, patterns: string[]) {
    // Both kinds have the same columns, so one typed view (the pages one) serves both.
    const { table, entries, owner } = names as (typeof DOCUMENT_KINDS)[0];
    const matchingSections = sectionsOn(db)
      .forVisitors(
        db
          .selectFrom(`${entries} as e`)
          .innerJoin('contentSections as s', 's.id', 'e.contentSectionId'),
        's',
      )
      .where('e.type', '=', 'CONTENTSECTION')
      .where((eb) =>
        eb.or(['s.title', 's.description', 's.rawHtml'].map((c) => holdsWords(c, patterns))),
      );

    const rows = await documentsOn(db, kind)
      .forVisitors(
        db
          .selectFrom(`${table} as d`)
          .select(['d.id', 'd.name', 'd.title', 'd.url', 'd.description', 'd.keywords']),
        'd',
      )
      .where((eb) =>
        eb.or([
          ...['d.name', 'd.title', 'd.description', 'd.keywords'].map((c) =>
            holdsWords(c, patterns),
          ),
          eb.exists(
            matchingSections.select('e.id').where(`e.${owner}`, '=', sql.ref<number>('d.id')),
          ),
        ]),
      )
      .orderBy(titleHitsFirst(['d.name', 'd.title'], patterns))
      .orderBy('d.id')
      .limit(SEARCH_MAX_CANDIDATES)
      .execute();
    if (rows.length === 0) return [];

    const sections = await matchingSections
      .select([`e.${owner} as ownerId`, 's.title', 's.description', 's.rawHtml'])
      .where(
        `e.${owner}`,
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('e.sortOrder')
      .execute();

    return rows.map((row): Candidate => ({
      result: { kind, id: row.id, title: row.title || row.name, url: row.url },
      titles: [row.name, row.title ?? ''],
      texts: [
        row.description ?? '',
        ...sections
          .filter((section) => section.ownerId === row.id)
          .flatMap((section) => [
            section.title ?? '',
            section.description ?? '',
            htmlToText(section.rawHtml),
          ]),
      ],
      hiddenTexts: [row.keywords ?? ''],
    }));
  }

  async function events(patterns: string[]) {
    const columns = [
      'title',
      'description',
      'addressTitle',
      'addressLine1',
      'addressLine2',
      'city',
    ] as const;
    const rows = await eventsOn(db)
      .forVisitors(db.selectFrom('events').select(['id', ...columns]))
      .where((eb) => eb.or(columns.map((column) => holdsWords(column, patterns))))
      .orderBy(titleHitsFirst(['title'], patterns))
      .orderBy('startsAt')
      .limit(SEARCH_MAX_CANDIDATES)
      .execute();
    return rows.map((row): Candidate => ({
      result: { kind: 'event', id: row.id, title: row.title, url: eventPath(row.id) },
      titles: [row.title],
      texts: [
        row.description ?? '',
        [row.addressTitle, row.addressLine1, row.addressLine2, row.city].filter(Boolean).join(', '),
      ],
      hiddenTexts: [],
    }));
  }

  /** Published members of the directory (decision 143): name, descriptions, city. */
  async function members(patterns: string[]) {
    const columns = ['name', 'shortDescription', 'description', 'city'] as const;
    const rows = await membersOn(db)
      .forVisitors(db.selectFrom('members').select(['id', 'slug', ...columns]))
      .where((eb) => eb.or(columns.map((column) => holdsWords(column, patterns))))
      .orderBy(titleHitsFirst(['name'], patterns))
      .orderBy('name')
      .limit(SEARCH_MAX_CANDIDATES)
      .execute();
    return rows.map((row): Candidate => ({
      result: { kind: 'member', id: row.id, title: row.name, url: memberPath(row.slug) },
      titles: [row.name],
      texts: [row.shortDescription, htmlToText(row.description), row.city],
      hiddenTexts: [],
    }));
  }

  /** The deals visitors see today (few: read whole, matched here). */
  async function deals(): Promise<Candidate[]> {
    const rows = await currentDeals(db, await chamberToday(db));
    return rows.map((row) => ({
      result: { kind: 'deal', id: row.id, title: row.title, url: dealPath(row.id) },
      titles: [row.title, row.member.name],
      texts: [htmlToText(row.description), row.terms ?? ''],
      hiddenTexts: [],
    }));
  }

  return {
    /**
     * Up to SEARCH_MAX_RESULTS hits for the phrase: pages and blogs before events, title hits
     * first within each, then by title.
     */
    async search(phrase: string): Promise<SearchResult[]> {
      const needle = oneLine(phrase).toLowerCase();
      if (!needle) return [];
      const patterns = [...new Set(needle.split(' '))].map(likePattern);
      const found = await Promise.all([
        ...DOCUMENT_KINDS.map((kind) => documents(kind, patterns)),
        events(patterns),
        deals(),
        members(patterns),
      ]);
      const has = (text: string) => oneLine(text).toLowerCase().includes(needle);
      return found
        .flat()
        .map((candidate) => ({ candidate, titleHit: candidate.titles.some(has) }))
        .filter(
          ({ candidate, titleHit }) =>
            titleHit || [...candidate.texts, ...candidate.hiddenTexts].some(has),
        )
        .sort(
          (a, b) =>
            Number(['event', 'deal'].includes(a.candidate.result.kind)) -
              Number(['event', 'deal'].includes(b.candidate.result.kind)) ||
            Number(b.titleHit) - Number(a.titleHit) ||
            a.candidate.result.title.localeCompare(b.candidate.result.title),
        )
        .slice(0, SEARCH_MAX_RESULTS)
        .map(({ candidate }) => ({
          ...candidate.result,
          excerpt: excerptOf(candidate.texts.map(oneLine), needle),
        }));
    },
  };
}

/** Around the first match in `texts`; without one (a title or keyword hit), their beginning. */
function excerptOf(texts: string[], needle: string) {
  for (const text of texts) {
    const at = text.toLowerCase().indexOf(needle);
    if (at !== -1) return excerptAround(text, at, needle.length);
  }
  return excerptAround(texts.find(Boolean) ?? '', 0, 0);
}

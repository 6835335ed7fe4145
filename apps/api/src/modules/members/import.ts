/**
 * The spreadsheet import (docs/members.md): a CSV file with a header row of the columns in
 * MEMBER_CSV_COLUMNS, one member a row. Every row is checked as the member form checks it, and
 * against the other rows and the stored members; while any row has an error nothing is imported,
 * and a dry run only answers what would happen. An import is one transaction, its new members
 * inserted in batches.
 */
import { readFile } from 'node:fs/promises';
import {
  MEMBER_CSV_COLUMNS,
  memberFields,
  slugOf,
  type MemberImportAnswer,
  type MemberImportRow,
} from '@chamber/contracts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/trash.ts';
import { nowIso } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { badRequest } from '../../plugins/errors.ts';
import { categoriesById, memberColumns, membersOn } from './service.ts';

type Column = (typeof MEMBER_CSV_COLUMNS)[number];
type Cells = Partial<Record<Column, string>>;

/** How a column's value is named in a row's error ("Website: …"). */
const LABELS: Record<string, string> = {
  name: 'name',
  slug: 'slug',
  categoryIds: 'categories',
  shortDescription: 'short_description',
  description: 'description',
  street: 'street',
  city: 'city',
  region: 'region',
  postalCode: 'postal_code',
  phone: 'phone',
  email: 'email',
  website: 'website',
  facebookUrl: 'facebook',
  instagramUrl: 'instagram',
  linkedinUrl: 'linkedin',
  xUrl: 'x',
  youtubeUrl: 'youtube',
  openingHours: 'opening_hours',
  membershipLevel: 'membership_level',
  isFeatured: 'featured',
  memberSince: 'member_since',
  isActive: 'published',
};

const rowSchema = z.object({
  ...memberFields,
  // Categories are matched by name below; here only that there is one.
  categoryIds: z.array(z.number()),
  isActive: memberFields.isFeatured,
});

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
/** "yes"/"no" (and true/false, 1/0) as the form's booleans; anything else is kept to be refused. */
const yesNo = (value: string | undefined, fallback: boolean) => {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return text;
};

/** A header cell as a column name: "Short description" → short_description. */
const columnOf = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The categories a cell names, separated by ";" (or "|"). */
const categoryNames = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** New members go in batches: one statement each, well under both databases' parameter limits. */
const BATCH = 200;

type Planned = {
  row: MemberImportRow;
  columns?: ReturnType<typeof memberColumns> & { isActive: boolean };
  categories: string[];
  existingId?: number;
};

export async function importMembers(
  db: Db,
  file: { path: string } | undefined,
  { dryRun, update }: { dryRun: boolean; update: boolean },
  user: CurrentUser,
): Promise<MemberImportAnswer & { changedIds: number[] }> {
  // Problems with the file as a whole: 400, nothing to preview.
  const refused = (message: string) => badRequest(message, { file: message });
  if (!file) throw refused('Please choose a CSV file to import.');
  let records: string[][];
  try {
    records = parse(await readFile(file.path), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refused(
      `The file could not be read as CSV${line ? ` (near line ${line})` : ''}. Please save it from your spreadsheet as “CSV UTF-8” and try again.`,
    );
  }
  if (records.length === 0) throw refused('The file is empty.');
  const header = records[0].map(columnOf);
  const unknown = header.filter(
    (name) => !(MEMBER_CSV_COLUMNS as readonly string[]).includes(name),
  );
  const headerErrors = [
    ...unknown.map(
      (name) =>
        `Unknown column “${name}” in the first row. The columns are: ${MEMBER_CSV_COLUMNS.join(', ')}.`,
    ),
    ...(header.includes('name') ? [] : ['The first row must name the columns, “name” among them.']),
    ...header
      .filter((name, index) => header.indexOf(name) !== index)
      .map((name) => `The column “${name}” appears twice in the first row.`),
  ];
  if (headerErrors.length > 0) throw refused(headerErrors.join(' '));
  if (records.length === 1) throw refused('The file has a header row but no members.');

  const [known, stored] = await Promise.all([
    categoriesById(db),
    db.selectFrom('members').select(['id', 'name', 'slug']).execute(),
  ]);
  const categoryBySlug = new Map([...known.values()].map((each) => [each.slug, each.id]));
  const storedBySlug = new Map(stored.map((each) => [each.slug, each]));
  const storedByName = new Map(stored.map((each) => [each.name.trim().toLowerCase(), each]));
  const seenSlugs = new Map<string, number>();
  const seenNames = new Map<string, number>();

  const planned = records.slice(1).map((record, index): Planned => {
    const line = index + 2;
    const cells: Cells = Object.fromEntries(header.map((name, at) => [name, record[at] ?? '']));
    const errors: string[] = [];
    if (record.length > header.length) {
      errors.push(
        `The row has ${record.length} cells but the first row names ${header.length} columns.`,
      );
    }
    const categories = categoryNames(cells.categories);
    if (categories.length === 0) errors.push('categories: Name at least one category.');
    const parsed = rowSchema.safeParse({
      name: cells.name,
      slug: cells.slug,
      categoryIds: [],
      shortDescription: cells.short_description,
      description: cells.description,
      street: cells.street,
      city: cells.city,
      region: cells.region,
      postalCode: cells.postal_code,
      phone: cells.phone,
      email: cells.email,
      website: cells.website,
      facebookUrl: cells.facebook,
      instagramUrl: cells.instagram,
      linkedinUrl: cells.linkedin,
      xUrl: cells.x,
      youtubeUrl: cells.youtube,
      openingHours: cells.opening_hours,
      membershipLevel: cells.membership_level,
      isFeatured: yesNo(cells.featured, false),
      memberSince: cells.member_since,
      isActive: yesNo(cells.published, true),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = LABELS[String(issue.path[0])] ?? String(issue.path[0]);
        const message =
          field === 'featured' || field === 'published' ? 'Please write yes or no' : issue.message;
        errors.push(`${field}: ${message}`);
      }
    }
    const name = (cells.name ?? '').trim();
    const row: MemberImportRow = { line, name, action: 'create', errors };
    if (!parsed.success) return { row, categories };
    const columns = { ...memberColumns(parsed.data), isActive: parsed.data.isActive };
    if (columns.slug === '') {
      errors.push('name: Please use letters or digits in the name (it makes the web address).');
      return { row, categories };
    }
    const key = name.toLowerCase();
    const sameName = seenNames.get(key);
    const sameSlug = seenSlugs.get(columns.slug);
    if (sameName !== undefined) errors.push(`The same name as line ${sameName}.`);
    else if (sameSlug !== undefined)
      errors.push(`The same web address (${columns.slug}) as line ${sameSlug}.`);
    seenNames.set(key, line);
    seenSlugs.set(columns.slug, line);
    const byName = storedByName.get(key);
    const bySlug = storedBySlug.get(columns.slug);
    const existing = byName ?? bySlug;
    if (existing) {
      if (!update) {
        errors.push(
          `A member “${existing.name}” already exists. Tick “Update existing members” to change it with this row.`,
        );
      } else if (bySlug && bySlug.id !== existing.id) {
        errors.push(`The web address ${columns.slug} belongs to another member, “${bySlug.name}”.`);
      } else {
        row.action = 'update';
      }
    }
    return { row, columns, categories, existingId: existing?.id };
  });

  const rows = planned.map((each) => each.row);
  const creates = planned.filter((each) => each.row.action === 'create');
  const updates = planned.filter((each) => each.row.action === 'update');
  const failed = rows.some((row) => row.errors.length > 0);
  const answer = {
    rows,
    created: failed ? 0 : creates.length,
    updated: failed ? 0 : updates.length,
    dryRun,
  };
  if (failed || dryRun) return { ...answer, changedIds: [] };

  const changedIds = await inTransaction(db, async (trx) => {
    // Categories the file names that do not exist yet are added.
    for (const name of new Set(planned.flatMap((each) => each.categories))) {
      const slug = slugOf(name);
      if (!slug || categoryBySlug.has(slug)) continue;
      const now = nowIso();
      const { id } = await trx
        .insertInto('memberCategories')
        .values({ name, slug, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryBySlug.set(slug, id);
    }
    const withCategories = (each: Planned) => ({
      ...each.columns!,
      categoryIds: JSON.stringify([
        ...new Set(each.categories.flatMap((name) => categoryBySlug.get(slugOf(name)) ?? [])),
      ]),
    });
    const now = nowIso();
    for (let at = 0; at < creates.length; at += BATCH) {
      await trx
        .insertInto('members')
        .values(
          creates.slice(at, at + BATCH).map((each) => ({
            ...withCategories(each),
            imagePath: null,
            createdById: user.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    }
    // Through the resource core: each counts a version and drops a draft the member had.
    const members = membersOn(trx);
    for (const each of updates) {
      await members.update(each.existingId!, withCategories(each));
    }
    return updates.map((each) => each.existingId!);
  });
  return { ...answer, changedIds };
}

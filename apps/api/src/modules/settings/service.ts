/**
 * Settings: the single row with id 1 (bootstrap creates it). Like every editable type they may be
 * saved as a draft (docs/decisions/140-drafts-of-the-parts-of-a-page.md): the row stays what the
 * site shows, staff read the draft over it, and Publish applies it. They are always on the site,
 * so there is no Unpublish.
 */
import {
  ADMIN_ONLY_SETTINGS,
  ADMIN_ONLY_SETTINGS_MESSAGE,
  can,
  SETTINGS_ITEM_ID,
  type Settings,
  type Role,
  type updateSettingsSchema,
} from '@chamber/contracts';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CompanySettingsTable } from '../../db/types.ts';
import {
  definePublishing,
  dropDraft,
  publishingStates,
  readDraft,
  writeDraft,
} from '../../lib/drafts.ts';
import { clockTime, sameAsLive } from '../../lib/resource.ts';
import { nowIso } from '../../lib/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.ts';

const SETTINGS_ID = SETTINGS_ITEM_ID;
const IMAGE_COLUMNS = ['companyLogoPath', 'companyIconPath'] as const;

type Row = Selectable<CompanySettingsTable>;

function toSettings(row: Row): Settings {
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  // Required once staff save the settings; empty until then.
  return { ...settings, emailAddress: settings.emailAddress ?? '' };
}

/** The stored logo and icon; a new upload replaces the one it names. */
export type CompanyImages = { companyLogoPath?: string; companyIconPath?: string };

async function getRow(db: Db) {
  const row = await db
    .selectFrom('companySettings')
    .selectAll()
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) throw notFound('The company settings');
  return row;
}

/** The files of `from` that `to` no longer shows, and that the live row does not show either. */
const filesLeft = (from: Partial<Row>, to: Partial<Row>, live: Row) =>
  IMAGE_COLUMNS.flatMap((column) => {
    const file = from[column];
    return file && file !== to[column] && file !== live[column] ? [file] : [];
  });

/**
 * Counts one more save of the settings, if they are still at `expected` (when given): two saves
 * of one version cannot both win. Otherwise 409 saying who saved since, and when.
 */
async function countSave(db: Db, expected?: number) {
  let query = db
    .updateTable('companySettings')
    .set({ version: sql`version + 1` })
    .where('id', '=', SETTINGS_ID);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const counted = await query.executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 1) return;
  const { version, updatedAt } = await getRow(db);
  const last = await db
    .selectFrom('activity')
    .select(['userName', 'at'])
    .where('type', '=', 'settings')
    .where('action', '=', 'update')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const savedBy = last?.userName ?? 'Someone';
  const savedOn = last?.at ?? updatedAt;
  throw conflict(`${savedBy} saved the settings at ${clockTime(savedOn)}, after you opened them.`, {
    savedBy,
    savedOn,
    version,
  });
}

// What the settings' Publish does (Publishing.Publish with type "settings"); restoring a
// version saves it as the draft.
definePublishing('settings', (db) => ({
  async publish() {
    const live = await getRow(db);
    const draft = ((await readDraft(db, 'settings', SETTINGS_ID)) ?? {}) as Partial<Row>;
    await db
      .updateTable('companySettings')
      .set({ ...draft, version: sql`version + 1`, updatedAt: nowIso() })
      .where('id', '=', SETTINGS_ID)
      .execute();
    await dropDraft(db, 'settings', SETTINGS_ID);
    const after = { ...live, ...draft };
    return { item: { name: 'company settings' }, replacedFiles: filesLeft(live, after, after) };
  },
  async unpublish() {
    throw badRequest('The settings are always on the site: publish a draft of them instead.');
  },
  async state() {
    const states = await publishingStates(db, 'settings', [{ id: SETTINGS_ID, isPublic: true }]);
    const { draft: _draft, ...state } = states.get(SETTINGS_ID)!;
    return state;
  },
  async saveDraft(_id, columns) {
    const {
      id: _rowId,
      updatedAt: _updatedAt,
      version: _version,
      ...draft
    } = columns as Partial<Row>;
    await countSave(db);
    await writeDraft(db, 'settings', SETTINGS_ID, draft);
  },
}));

export function createSettingsService(db: Db) {
  return {
    /** As the site shows them (the public site info). */
    async live() {
      return toSettings(await getRow(db));
    },

    /** As staff edit them: the draft (if any) laid over what the site shows. */
    async get() {
      const row = await getRow(db);
      const states = await publishingStates(db, 'settings', [{ id: SETTINGS_ID, isPublic: true }]);
      const { draft, ...state } = states.get(SETTINGS_ID)!;
      return { ...toSettings({ ...row, ...(draft as Partial<Row>) }), ...state };
    },

    /**
     * Saves the settings, or (`draft`) keeps them as the draft the site does not show yet; answers
     * the image files nothing shows any more, for the caller to remove. A plain save discards the
     * draft. A role without scriptSettings (an editor) cannot change ADMIN_ONLY_SETTINGS: left out
     * of the request (undefined) or sent unchanged, they are not written; sent with other values,
     * the save is refused. An administrator who leaves one out clears it.
     */
    async update(
      { draft: asDraft, version: expected, ...input }: z.output<typeof updateSettingsSchema>,
      images: CompanyImages,
      { role }: { role: Role },
    ): Promise<string[]> {
      const live = await getRow(db);
      const existing = ((await readDraft(db, 'settings', SETTINGS_ID)) ?? {}) as Partial<Row>;
      const settings: Partial<Row> = { ...input, ...images };
      const writesScripts = can(role, 'scriptSettings');
      for (const name of ADMIN_ONLY_SETTINGS) {
        const shown = existing[name] !== undefined ? existing[name] : live[name];
        if (writesScripts) {
          settings[name] = input[name] ?? null;
        } else {
          if (input[name] !== undefined && input[name] !== shown) {
            throw forbidden(ADMIN_ONLY_SETTINGS_MESSAGE);
          }
          delete settings[name];
        }
      }
      await countSave(db, expected);
      if (asDraft) {
        const next = { ...existing, ...settings };
        if (sameAsLive(next, live)) await dropDraft(db, 'settings', SETTINGS_ID);
        else await writeDraft(db, 'settings', SETTINGS_ID, next);
        return filesLeft(existing, next, live);
      }
      await db
        .updateTable('companySettings')
        .set({ ...settings, updatedAt: nowIso() })
        .where('id', '=', SETTINGS_ID)
        .execute();
      await dropDraft(db, 'settings', SETTINGS_ID);
      const after = { ...live, ...settings };
      return [...filesLeft(live, after, after), ...filesLeft(existing, after, after)];
    },
  };
}

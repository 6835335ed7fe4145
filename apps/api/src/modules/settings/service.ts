/** Settings: the single row with id 1 (bootstrap creates it). */
import {
  ADMIN_ONLY_SETTINGS,
  ADMIN_ONLY_SETTINGS_MESSAGE,
  can,
  SETTINGS_ITEM_ID,
  type Settings,
  type Role,
  type updateSettingsSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CompanySettingsTable } from '../../db/types.ts';
import { nowIso } from '../../lib/tokens.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

const SETTINGS_ID = SETTINGS_ITEM_ID;

function toSettings(row: Selectable<CompanySettingsTable>): Settings {
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  // Required once staff save the settings; empty until then.
  return { ...settings, emailAddress: settings.emailAddress ?? '' };
}

/** The stored logo and icon; a new upload replaces the one it names. */
export type CompanyImages = { companyLogoPath?: string; companyIconPath?: string };

export function createSettingsService(db: Db) {
  async function getRow() {
    const row = await db
      .selectFrom('companySettings')
      .selectAll()
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
    if (!row) throw notFound('The company settings');
    return row;
  }

  return {
    async get() {
      return toSettings(await getRow());
    },

    /**
     * Saves the settings; answers the image paths they had before, for the caller to remove.
     * A role without scriptSettings (an editor) cannot change ADMIN_ONLY_SETTINGS: left out of the
     * request (undefined) or sent unchanged, they are not written; sent with other values, the
     * save is refused. An administrator who leaves one out clears it.
     */
    async update(
      input: z.output<typeof updateSettingsSchema>,
      images: CompanyImages,
      { role }: { role: Role },
    ) {
      const before = await getRow();
      const settings = { ...input };
      const writesScripts = can(role, 'scriptSettings');
      for (const name of ADMIN_ONLY_SETTINGS) {
        if (writesScripts) {
          settings[name] = input[name] ?? null;
        } else {
          if (input[name] !== undefined && input[name] !== before[name]) {
            throw forbidden(ADMIN_ONLY_SETTINGS_MESSAGE);
          }
          delete settings[name];
        }
      }
      await db
        .updateTable('companySettings')
        .set({ ...settings, ...images, updatedAt: nowIso() })
        .where('id', '=', SETTINGS_ID)
        .execute();
      return { companyLogoPath: before.companyLogoPath, companyIconPath: before.companyIconPath };
    },
  };
}

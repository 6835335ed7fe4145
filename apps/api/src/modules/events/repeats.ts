/**
 * Repeating an event (docs/decisions/137-repeating-events.md): the times of the copies, counted on
 * the chamber's clock as the editor counts them (`repeatOf` in @chamber/contracts), with the
 * refusals of an end date that makes none or too many; and each copy's own image file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEFAULT_TIME_ZONE,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  REPEAT_LIMIT_MESSAGE,
  REPEAT_UNTIL_BEFORE_START_MESSAGE,
  repeatOf,
  repeatTooSoonMessage,
  type RepeatEvery,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { Attachments } from '../../plugins/uploads.ts';

/** The zone event times are entered in (the settings; decision 126). */
async function chamberTimeZone(db: Db) {
  const settings = await db
    .selectFrom('companySettings')
    .select('timeZone')
    .where('id', '=', 1)
    .executeTakeFirst();
  return settings?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A refusal of the end date, said under `until`. */
const refusedUntil = (message: string) => badRequest(message, { until: message });

/**
 * The copies of an event starting `startsAt` (ending `endsAt`) repeated `every` week or month up
 * to the day `until`, on the chamber's clock; 400 when that day is not after the start, comes
 * before the next time, or allows more copies than REPEAT_LIMIT.
 */
export async function plannedRepeat(
  db: Db,
  { startsAt, endsAt }: { startsAt: string; endsAt: string | null },
  every: RepeatEvery,
  until: string,
) {
  const timeZone = await chamberTimeZone(db);
  const plan = repeatOf({ start: startsAt, end: endsAt }, every, until, timeZone);
  if (plan.untilBeforeStart) throw refusedUntil(REPEAT_UNTIL_BEFORE_START_MESSAGE);
  if (plan.nextAfterUntil !== null) throw refusedUntil(repeatTooSoonMessage(plan.nextAfterUntil));
  if (plan.overLimit) throw refusedUntil(REPEAT_LIMIT_MESSAGE);
  return { copies: plan.copies, timeZone };
}

/** A stored name as the attachment store makes it: a content hash, a random part, a type. */
const STORED_NAME = /^([a-f0-9]{16})[a-f0-9]{8}((?:-[a-z0-9]+)?\.(?:jpg|png|webp|gif|avif))$/;

/**
 * The stored image `filePath` as a file of the copy's own (deleting either event for good deletes
 * only its own): its bytes and its sized variants copied under a new name, which keeps the
 * content hash. A name of another form is stored again from its bytes; null when there is none,
 * or its file is gone.
 */
export async function storedImageCopy(attachments: Attachments, filePath: string | null) {
  if (!filePath) return null;
  // Stored names are bare file names; basename keeps any other value inside the folder.
  const name = path.basename(filePath);
  const parts = STORED_NAME.exec(name);
  const { storage } = attachments;
  if (!parts) {
    const bytes = await storage.read(name);
    return bytes ? attachments.storeImage(bytes) : null;
  }
  const copy = `${parts[1]}${randomBytes(4).toString('hex')}${parts[2]}`;
  if (!(await storage.copy(name, copy))) return null; // its file is gone
  try {
    // An image stored before the variants has none to copy (copy answers false).
    for (const width of IMAGE_VARIANT_WIDTHS)
      await storage.copy(imageVariantPath(name, width), imageVariantPath(copy, width));
  } catch (error) {
    await attachments.remove(copy);
    throw error;
  }
  return copy;
}

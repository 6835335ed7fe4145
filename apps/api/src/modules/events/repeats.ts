/**
 * Repeating an event (docs/decisions/137-repeating-events.md): the times of the copies, counted on
 * the chamber's clock as the editor counts them (`repeatOf` in @chamber/contracts), with the
 * refusals of an end date that makes none or too many. Each copy's own image file is made by the
 * attachment store (`attachments.copyImage`).
 */
import {
  DEFAULT_TIME_ZONE,
  REPEAT_LIMIT_MESSAGE,
  REPEAT_UNTIL_BEFORE_START_MESSAGE,
  repeatOf,
  repeatTooSoonMessage,
  type RepeatEvery,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/errors.ts';

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

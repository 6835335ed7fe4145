/** What the demo content's seed functions share: the transaction, the time and the keys. */
import type { ButtonFields } from '@chamber/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.ts';

export type DemoSeeding = {
  trx: Transaction<Database>;
  now: Date;
  /** `now` as stored: every record's created and updated time. */
  stamp: string;
  /** The stored file of a picture named in pictures.json. */
  picture(name: string): string;
};

/** The name one demo file gives a record so another can refer to it (a section, a picture…). */
export const demoKey = z.string().trim().min(1, 'A name is required');

/** What a demo file refers to by key; an unknown key stops the seed, naming the file to fix. */
export function lookUp<T>(records: ReadonlyMap<string, T>, key: string, file: string): T {
  const record = records.get(key);
  if (record === undefined) throw new Error(`Demo content: ${file} has nothing named "${key}"`);
  return record;
}

/** The call-to-action columns of sections, slides and events, as the contracts name them. */
export const buttonColumns = (buttons: ButtonFields) => ({
  primaryButtonText: buttons.primaryButtonText,
  primaryButtonActionType: buttons.primaryButtonActionType,
  primaryButtonLink: buttons.primaryButtonLink,
  secondaryButtonText: buttons.secondaryButtonText,
  secondaryButtonActionType: buttons.secondaryButtonActionType,
  secondaryButtonLink: buttons.secondaryButtonLink,
});

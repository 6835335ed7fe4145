/** What differs between the page and the blog screens, which are otherwise the same. */
import type { z } from 'zod';
import type { pageSchema } from '@chamber/contracts';
import type { DocumentApi, DocumentValues, StoredDocument } from '../../api/pages.ts';

/** The form's fields as typed (pages add a title). */
export type DocumentFormInput = z.input<typeof pageSchema>;

export type DocumentKind<T extends StoredDocument> = {
  /** "Page" / "Blog", for labels, buttons and messages. */
  noun: string;
  /** Its type; the edit screen's route parameter is this + "Id". */
  owner: 'page' | 'blog';
  hasTitle: boolean;
  schema: z.ZodType<DocumentValues, DocumentFormInput>;
  api: DocumentApi<T>;
  listPath: string;
  newPath: string;
  editPath: (id: number) => string;
  /** Where a newly created one takes the user: pages back to the list, blogs to their editor. */
  afterCreate: 'list' | 'edit';
  /** The remove confirmation text. */
  removeText: string;
};

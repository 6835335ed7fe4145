/** What differs between the page and the blog screens, which are otherwise the same. */
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { blogSchema, pageSchema } from '@chamber/contracts';
import type { DocumentApi, DocumentValues, StoredDocument } from '../../api/pages.ts';

/** The form's fields as typed (pages add a title, blogs their own fields). */
export type DocumentFormInput = z.input<typeof pageSchema> &
  Partial<
    Pick<
      z.input<typeof blogSchema>,
      'authorId' | 'categoryIds' | 'tags' | 'excerpt' | 'bannerImageAlt' | 'publishedOn'
    >
  >;

/** A kind's own fields (blogs: author, categories, tags…): shown in the form, filled from `stored`. */
export type OwnFields<T> = {
  Fields: ComponentType<{ control: Control<DocumentFormInput, unknown, DocumentValues> }>;
  /** Shown beside the banner image (a blog's cover description). */
  BannerFields?: ComponentType<{ control: Control<DocumentFormInput, unknown, DocumentValues> }>;
  values: (stored: T | null) => Partial<DocumentFormInput>;
};

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
  own?: OwnFields<T>;
};

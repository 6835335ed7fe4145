/**
 * The media library's facts about the images a public page shows (alt text, focal point, size),
 * found once for the whole of its inlined data (docs/decisions/141-media-library.md).
 */
import type { ImageFacts } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';

/** A stored image's name (variants left out: the page names the image itself). */
const STORED_IMAGE = /\b[a-f0-9]{24}\.(?:jpg|png|webp|gif|avif)\b/g;
/** A page names a few dozen images at most; this bounds the query whatever the data holds. */
const MAX_IMAGES = 200;

/** The facts of every stored image named anywhere in `values` (one query). */
export async function describeImages(db: Db, values: unknown[]): Promise<ImageFacts> {
  const paths = [...new Set(JSON.stringify(values).match(STORED_IMAGE) ?? [])].slice(0, MAX_IMAGES);
  if (paths.length === 0) return {};
  const rows = await db
    .selectFrom('media')
    .select(['path', 'alt', 'decorative', 'focalX', 'focalY', 'width', 'height'])
    .where('kind', '=', 'image')
    .where('path', 'in', paths)
    .execute();
  return Object.fromEntries(rows.map(({ path, ...facts }) => [path, facts]));
}

/** Image variants shared by the server and the public site (zod-free, so pages stay light). */

/**
 * Every uploaded image is also stored as WebP at these widths (never enlarged), next to the
 * original: `<name>-<width>.webp`. The public site offers them through `srcset`.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export function imageVariantPath(filePath: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]) {
  return `${filePath.replace(/\.[a-z0-9]+$/i, '')}-${width}.webp`;
}

/**
 * Where an uploaded file is served (the spec's `Attachments/{filePath}` under /api), as a path
 * from the site's root.
 */
export const ATTACHMENTS_PATH = '/api/Attachments/';
export function attachmentPath(filePath: string) {
  return `${ATTACHMENTS_PATH}${encodeURI(filePath.replace(/^\/+/, ''))}`;
}

/** The `srcset` of an uploaded image: its WebP variants by width. */
export function imageSrcSet(filePath: string) {
  return IMAGE_VARIANT_WIDTHS.map(
    (width) => `${attachmentPath(imageVariantPath(filePath, width))} ${width}w`,
  ).join(', ');
}

/**
 * What the media library says about the stored images a public page shows, by stored path
 * (docs/decisions/141-media-library.md): inlined beside the page's data, so pictures get their
 * alt text and focal point without each answer carrying them.
 */
export type ImageFacts = Record<
  string,
  {
    alt: string;
    decorative: boolean;
    focalX: number;
    focalY: number;
    width: number | null;
    height: number | null;
  }
>;

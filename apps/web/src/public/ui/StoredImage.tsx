import type { ComponentPropsWithoutRef } from 'react';
import { responsiveImage } from '../../api/client.ts';

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

/**
 * A stored picture in the sizes the server keeps, for the width it takes (`sizes`). Public
 * pictures are decoration beside their text (alt="") unless staff described one (`alt`).
 */
export function StoredImage({
  path,
  sizes,
  alt,
  ...props
}: ImgProps & { path: string; sizes: string; alt?: string | null }) {
  return <img {...props} {...responsiveImage(path, sizes)} alt={alt ?? ''} />;
}

import type { ComponentPropsWithoutRef } from 'react';
import { responsiveImage } from '../../api/client.ts';

type ImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'>;

/**
 * A stored picture in the sizes the server keeps, for the width it takes (`sizes`). Public
 * pictures are decoration beside their text: alt="".
 */
export function StoredImage({ path, sizes, ...props }: ImgProps & { path: string; sizes: string }) {
  return <img {...props} {...responsiveImage(path, sizes)} alt="" />;
}

import type { ComponentPropsWithoutRef } from 'react';
import { responsiveImage } from '../../api/client.ts';
import { useImageFacts } from '../../api/inlined.ts';

type ImgProps = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'
>;

/**
 * How each kind of public picture is drawn: the width it takes on the page (`sizes`, by which the
 * browser picks the stored size to download) and its shape (`width` and `height` keep its room
 * while it loads, so nothing jumps).
 */
const PICTURES = {
  banner: { sizes: '100vw', width: 1600, height: 600 },
  slide: { sizes: '100vw', width: 1600, height: 900 },
  section: { sizes: '(min-width: 62em) 50vw, 100vw', width: 1200, height: 800 },
  event: { sizes: '(min-width: 62em) 60vw, 100vw', width: 1200, height: 675 },
  card: { sizes: '(min-width: 62em) 30vw, (min-width: 36em) 50vw, 100vw', width: 640, height: 360 },
  authorPhoto: { sizes: '96px', width: 96, height: 96 },
} as const;

/**
 * A stored picture in the sizes the server keeps, drawn as its kind (`picture`) is; nothing without
 * a `path`. Below the fold unless told otherwise: loaded when it comes near, decoded off the main
 * thread (the first picture of a page says `loading="eager"`). Public pictures are decoration
 * beside their text (alt="") unless staff described one: the use's own `alt`, else the media
 * library's alt text; the library's focal point stays in view when the picture is cropped.
 */
export function StoredImage({
  path,
  picture,
  alt,
  ...props
}: ImgProps & {
  path: string | null | undefined;
  picture: keyof typeof PICTURES;
  alt?: string | null;
}) {
  const facts = useImageFacts()[path ?? ''];
  if (!path) return null;
  const { sizes, width, height } = PICTURES[picture];
  const focus = facts ? `${facts.focalX * 100}% ${facts.focalY * 100}%` : undefined;
  return (
    <img
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      {...props}
      style={focus ? { objectPosition: focus, ...props.style } : props.style}
      {...responsiveImage(path, sizes)}
      alt={alt || (facts && !facts.decorative ? facts.alt : '')}
    />
  );
}

/** Parts of the public card lists (page.module.css's .card): the picture band, the loading grid. */
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import page from './page.module.css';
import { StoredImage } from './StoredImage.tsx';

/** The card's picture band (empty without a picture), with what sits on it. */
export function CardMedia({ path, children }: { path: string | null; children?: ReactNode }) {
  return (
    <div className={page.cardMedia}>
      {path ? (
        <StoredImage
          path={path}
          sizes="(min-width: 62em) 30vw, (min-width: 36em) 50vw, 100vw"
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {children}
    </div>
  );
}

/** Three card-sized placeholders while a card list loads. */
export function CardGridSkeleton({ height }: { height: number }) {
  return (
    <ul className={page.grid} aria-hidden>
      {[0, 1, 2].map((key) => (
        <li key={key}>
          <Skeleton height={height} radius={14} />
        </li>
      ))}
    </ul>
  );
}

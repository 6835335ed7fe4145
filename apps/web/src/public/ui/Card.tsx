/** Parts of the public cards (page.module.css's .card): picture, "more" hint, loading grid. */
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
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

/** What the whole card's link does, for sighted visitors (the link's own name says it). */
export function MoreHint({
  children,
  className = page.more,
}: {
  children: string;
  className?: string;
}) {
  return (
    <span className={className} aria-hidden>
      {children} <IconArrowRight size={16} />
    </span>
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

/**
 * Building blocks of the public screens, in one module (one small shared chunk for the lazily
 * loaded screens rather than one each): titled sections, the card lists' picture band and loading
 * grid.
 */
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import page from './page.module.css';
import { StoredImage } from './StoredImage.tsx';

/** A section named by its h2 (aria-labelledby), in the pages' section title look by default. */
export function TitledSection({
  titleId,
  title,
  className,
  titleClassName = page.sectionTitle,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The card's picture band (empty without a picture), with what sits on it. */
export function CardMedia({ path, children }: { path: string | null; children?: ReactNode }) {
  return (
    <div className={page.cardMedia}>
      <StoredImage path={path} picture="card" />
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

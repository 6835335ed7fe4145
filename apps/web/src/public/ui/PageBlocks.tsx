/**
 * Building blocks of the fixed public pages, in one module (one small shared chunk for the
 * lazily loaded screens rather than one each): titled sections, icon lists, text cards, and
 * the card lists' picture band and loading grid.
 */
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
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

/** Short texts in a list, each after the same (decorative) icon. */
export function IconList({
  items,
  icon: IconComponent,
  iconSize,
  className,
}: {
  items: readonly string[];
  icon: Icon;
  iconSize: number;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <IconComponent size={iconSize} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A card of the information pages: its mark (a number or an icon), h3 title and text. */
export function TextCard({
  mark,
  title,
  text,
  children,
}: {
  mark?: ReactNode;
  title: ReactNode;
  text: string;
  /** What follows the text, e.g. the "Learn more" hint of a card that is a link. */
  children?: ReactNode;
}) {
  return (
    <article className={`${page.card} ${page.textCard}`}>
      {mark}
      <h3 className={page.cardTitle}>{title}</h3>
      <p>{text}</p>
      {children}
    </article>
  );
}

/** Text cards in a grid, each with its mark (a number or an icon) chosen by its place. */
export function MarkedCards({
  items,
  mark,
  className,
}: {
  items: readonly { title: string; text: string }[];
  mark: (index: number) => ReactNode;
  /** Added to the grid's class (e.g. its column count). */
  className?: string;
}) {
  return (
    <ul className={className ? `${page.grid} ${className}` : page.grid} style={{ marginTop: 32 }}>
      {items.map((item, index) => (
        <li key={item.title}>
          <TextCard mark={mark(index)} title={item.title} text={item.text} />
        </li>
      ))}
    </ul>
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

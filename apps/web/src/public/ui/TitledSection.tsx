import type { ReactNode } from 'react';
import page from './page.module.css';

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

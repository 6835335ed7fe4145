import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import page from './page.module.css';

/** "Nothing here" for lists and searches, with a hint of what to do next. */
export function EmptyState({
  icon: IconComponent,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={page.empty} role="status">
      <IconComponent size={44} stroke={1.5} aria-hidden />
      <h2 className={page.emptyTitle}>{title}</h2>
      {children ? <div className={page.emptyText}>{children}</div> : null}
    </div>
  );
}

import { IconArrowRight } from '@tabler/icons-react';
import page from './page.module.css';

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

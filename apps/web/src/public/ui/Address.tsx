import type { SiteInfo } from '@chamber/contracts';
import page from './page.module.css';

type Place = Partial<Pick<SiteInfo, 'city' | 'state' | 'zipCode'>>;

/** "City, ST 12345" from the company settings, leaving out the parts not set ("" when none). */
export function cityLine(info: Place | undefined): string {
  return [info?.city, [info?.state, info?.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** A postal address, one line under the other; lines not set are left out. */
export function Address({
  lines,
  className,
}: {
  lines: readonly (string | null | undefined)[];
  className?: string;
}) {
  return (
    <address className={className ? `${page.address} ${className}` : page.address}>
      {lines.filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { LinkTarget } from './links.ts';

export type SmartLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target'> & {
  link: LinkTarget;
};

/** Tells screen-reader users that a link opens a new tab; the space keeps the words apart. */
function NewTabHint() {
  return (
    <>
      {' '}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One anchor for every public link: routes go through the router, other addresses to the
 * browser; a link that opens a new tab says so to screen readers.
 */
export function SmartLink({ link, children, ...props }: SmartLinkProps) {
  const content = (
    <>
      {children}
      {link.newTab && !props['aria-label'] ? <NewTabHint /> : null}
    </>
  );
  const tab = link.newTab ? NEW_TAB : {};
  return link.kind === 'route' ? (
    <Link {...props} {...tab} to={link.to}>
      {content}
    </Link>
  ) : (
    <a {...props} {...tab} href={link.href}>
      {content}
    </a>
  );
}

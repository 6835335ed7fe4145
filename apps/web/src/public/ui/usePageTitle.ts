import { useEffect } from 'react';
import { DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import { useSiteInfo } from '../../api/home.ts';

/** The tab title of a screen whose route has no fixed one (dynamic pages, events, bios). */
export function usePageTitle(title: string | null | undefined) {
  const companyName = useSiteInfo().data?.companyName || DEFAULT_COMPANY_NAME;
  useEffect(() => {
    if (title) document.title = `${title} | ${companyName}`;
  }, [title, companyName]);
}

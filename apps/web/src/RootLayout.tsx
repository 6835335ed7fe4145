import { useEffect } from 'react';
import { Progress } from '@mantine/core';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import { useSiteInfo } from './api/home.ts';
import { screenTitle } from './routeHandle.ts';

/** Wraps every route: scroll to top on each path change, tab title, loading bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = screenTitle(useMatches());
  const companyName = useSiteInfo().data?.companyName || DEFAULT_COMPANY_NAME;

  useEffect(() => {
    // A page drawn by the server only answers clicks once the app has taken it over: this marks
    // that moment (browser tests wait for it).
    document.documentElement.dataset.appReady = 'true';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    // Screens without a fixed title (dynamic pages) keep the title the server sent.
    if (title) document.title = `${title} | ${companyName}`;
  }, [title, companyName]);

  return (
    <>
      {navigation.state !== 'idle' ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading"
        />
      ) : null}
      <Outlet />
    </>
  );
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getSession, subscribe } from './auth/session.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts appear after an action, never on first paint: their code and styles load after the page.
const Toasts = lazy(() => import('./components/Toasts.tsx'));

/**
 * What one account loaded is never shown to the next: when someone else signs in on this browser
 * (after a sign-out, or a session that ended), the kept answers are dropped and loaded afresh.
 * The same account coming back, or a token refresh, keeps them.
 */
function useAnswersPerAccount(queryClient: QueryClient) {
  useEffect(() => {
    let last = getSession()?.user.id ?? null;
    return subscribe(() => {
      const now = getSession()?.user.id ?? null;
      if (now === null || now === last) return;
      if (last !== null) queryClient.removeQueries();
      last = now;
    });
  }, [queryClient]);
}

/** Everything a screen needs around it; used by the app root and by component tests. */
export function AppProviders({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, which jsdom cannot lay out. */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  useAnswersPerAccount(queryClient);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

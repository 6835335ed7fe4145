import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getSession, subscribe } from './auth/session.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts appear after an action, never on first paint: their code and styles load after the page.
const Toasts = lazy(() => import('./components/Toasts.tsx'));

/**
 * Answers belong to the account that loaded them: whenever who is signed in changes (a sign-in, a
 * sign-out, a session that ended, another account), everything kept is dropped and loaded afresh,
 * with what was sent (passwords typed into a sign-in or a password change). Kept until the next
 * sign-in, a staff member's view (the users list, drafts of public pages) would still show to a
 * visitor on this browser, or to the same person signing back in with a new role. A token
 * refresh, the same account still signed in, keeps them.
 */
function useAnswersPerAccount(queryClient: QueryClient) {
  useEffect(() => {
    let last = getSession()?.user.id ?? null;
    return subscribe(() => {
      const now = getSession()?.user.id ?? null;
      if (now === last) return;
      last = now;
      queryClient.clear();
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

import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts appear after an action, never on first paint: their code and styles load after the page.
const Toasts = lazy(() => import('./components/Toasts.tsx'));

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

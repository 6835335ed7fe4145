import './publicStyles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigate } from './api/client.ts';
import { createQueryClient } from './api/queryClient.ts';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes } from './routes.tsx';

const router = createBrowserRouter(createRoutes());
setNavigate((to) => void router.navigate(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

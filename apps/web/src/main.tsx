import './publicStyles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { restoreSession, setNavigate } from './api/client.ts';
import { createQueryClient } from './queryClient.ts';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes } from './routes.tsx';

// The app: the back office, sign-in, and any page the server could not draw. Public pages the
// server drew get only their islands instead (public/islands, started by src/start-app.js).
const container = document.getElementById('root')!;
// A signed-in browser gets its session back from the refresh cookie (tokens live in memory only).
void restoreSession();
const router = createBrowserRouter(createRoutes());
setNavigate((to) => void router.navigate(to));
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

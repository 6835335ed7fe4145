import './publicStyles.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { restoreSession, setNavigate } from './api/client.ts';
import { createQueryClient } from './queryClient.ts';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes, loadRoutesOf } from './routes.tsx';

const container = document.getElementById('root')!;
// A signed-in browser gets its session back from the refresh cookie (tokens live in memory only).
void restoreSession();
const routes = createRoutes();

function app() {
  const router = createBrowserRouter(routes);
  setNavigate((to) => void router.navigate(to));
  return (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

// Public pages arrive drawn by the server (server.tsx), as a visitor sees them: the app takes
// that markup over once the screen's code is here. Staff screens arrive empty.
if (container.hasChildNodes()) {
  // No top-level await: the bundler would then split the entry's shared code into many chunks.
  void loadRoutesOf(routes, window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  createRoot(container).render(app());
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { keepFirstPaint } from './app/first-paint.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { watchSession } from './app/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

keepFirstPaint(container);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
watchSession(queryClient, router);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

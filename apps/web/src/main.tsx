import { StrictMode, startTransition } from 'react';
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

const root = createRoot(container);
// The first render as a transition: React draws the shell, the filters and the rows in slices of a few
// milliseconds, yielding to the browser between them, instead of one long task (the first paint's markup
// stays on screen meanwhile). On a phone that task held the page for seconds.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/styles/global.css';
import '@/i18n';
import { queryClient } from '@/api/queryClient';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/app-router';
import { startApp } from '@/app/start';

async function enableMocking(): Promise<void> {
  // Statically replaced at build time, so production bundles carry no MSW code.
  if (import.meta.env.VITE_API_MOCK !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
  const { mountQaPanel } = await import('../mocks/qa-panel');
  mountQaPanel();
}

void enableMocking().then(() => {
  // Created after the worker is ready: the router starts the first loaders at once.
  const router = createAppRouter(queryClient);
  void startApp(queryClient, router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

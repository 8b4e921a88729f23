// The bare hello-world of the site's stack (docs/decisions/0008-first-load-budget.md): the first-load JS budget is a ratio to it.
// One lazy route, one query, one string; nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'zh-CN',
  resources: { 'zh-CN': { translation: { hello: '你好，世界' } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const queryClient = new QueryClient();
const router = createBrowserRouter([{ path: '/', lazy: () => import('./hello') }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadNamespaces, t } from '@/i18n';

/**
 * The app could not start (an entry chunk, the router or the first page's set-up failed): the
 * failure is logged and the 500 screen takes the page (SPEC §8, docs/product-rules.md §8), with
 * 重试 reloading it. Should the screen's own code not load either, a sentence says the same.
 */
export async function showMountFailure(error: unknown): Promise<void> {
  console.error('[app] mount failed', error);
  const container = document.getElementById('root');
  if (!container) return;
  try {
    const [{ ServerErrorScreen }] = await Promise.all([
      import('./errors/server-error-screen'),
      loadNamespaces(['errorScreens', 'layout']),
    ]);
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <ServerErrorScreen />
      </StrictMode>,
    );
  } catch (screenError) {
    console.error('[app] the error screen did not load', screenError);
    const line = document.createElement('p');
    line.setAttribute('role', 'alert');
    line.textContent = t('errors:mountFailed');
    container.replaceChildren(line);
  }
}

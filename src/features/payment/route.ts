/**
 * The /payment route module (src/app/router.tsx loads it, then `loadPage`). Small on purpose: it
 * starts the page's API calls first, so that they run while the page's code loads rather than
 * after it (./start-data.ts) — on the first client-side navigation to /payment, and on a document
 * load of the prerendered page, whose route modules main.tsx resolves before it hydrates (React
 * Router runs no loader then). Here and not in the route table, so that the landing page's first
 * load carries no byte of it (docs/decisions/0008-first-load-budget.md).
 *
 * The calls go into the app's one QueryClient (src/api/queryClient.ts; main.tsx hands the same
 * one to createAppRouter and the providers). The prerender (`import.meta.env.SSR`) asks nothing:
 * the frame it writes has no data.
 */
import { queryClient } from '@/api/queryClient';
import { startData } from './start-data';

export function loadPage() {
  if (!import.meta.env.SSR) startData(queryClient);
  return import('./components/payment-page');
}

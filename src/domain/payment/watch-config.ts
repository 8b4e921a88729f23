/**
 * Tells ./payment-open.ts every web config the app holds. Loaded after load + idle (src/app/start.ts),
 * never with the first load: it brings the API's config query, and a prerendered page makes no
 * API call on load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { webConfigQueryOptions } from '@/api/queries/config';
import { publishWebConfig } from './payment-open';

/**
 * Publishes the cached config now and on every change (the profile pages, /payment and the avatar
 * menu load it too), and loads it if nothing has: from the session cache when it holds one, else
 * from the API (docs/product-rules.md §4). An answer already there stands, even a failed load's
 * defaults: this visit has asked once (the failure suite counts the calls).
 */
export async function watchWebConfig(client: QueryClient): Promise<void> {
  const options = webConfigQueryOptions();
  const publish = () => publishWebConfig(client.getQueryData(options.queryKey));
  client.getQueryCache().subscribe(publish);
  publish();
  await client.ensureQueryData(options);
}

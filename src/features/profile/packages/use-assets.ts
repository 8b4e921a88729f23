import { useQuery } from '@tanstack/react-query';
import { PREFETCHED } from '@/api/prefetch';
import { userAssetsQueryOptions } from '@/api/queries/account';

/**
 * The page's assets, asked for by the navigation to it (./packages.prefetch.ts): that answer, a failure
 * too, is this visit's (its 重试 asks again); the next navigation asks again.
 */
export function useAssets() {
  return useQuery({ ...userAssetsQueryOptions(), ...PREFETCHED });
}

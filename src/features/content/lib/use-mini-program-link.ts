import { useMutation } from '@tanstack/react-query';
import { generateUrlLink } from '@/api/services/public';

/**
 * POST /v1/public/minip/generate_urllink with the defaults of docs/product-rules.md §7 (those of
 * `generateUrlLink`, src/api/services/public.ts).
 */
export function useMiniProgramLink() {
  return useMutation({ mutationFn: () => generateUrlLink() });
}

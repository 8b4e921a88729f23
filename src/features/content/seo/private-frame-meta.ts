import { t } from '@/i18n';

/**
 * The title of each private page's frame (src/app/public-paths.ts PRIVATE_FRAME_PATHS): the one
 * the page itself sets first (/payment/success before it knows the result, a profile page's
 * heading). The copy is the pages' own namespaces, loaded with their routes at build time.
 */
const FRAME_TITLES: Record<string, () => string> = {
  '/payment/success': () => t('payment:meta.resultTitle'),
  '/profile/packages': () => t('profile:documentTitle', { page: t('profile:packages.heading') }),
  '/profile/orders': () => t('profile:documentTitle', { page: t('profile:orders.heading') }),
};

export function privateFrameTitle(path: string): string | undefined {
  return FRAME_TITLES[path]?.();
}

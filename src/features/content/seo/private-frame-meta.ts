import { t } from '@/i18n';
import { ROUTES } from '@/domain/routes';

/** The routes the route table writes to HTML as a private frame (src/app/public-paths.ts). */
type FrameRoute = {
  [K in keyof typeof ROUTES]: (typeof ROUTES)[K] extends { html: 'frame' } ? K : never;
}[keyof typeof ROUTES];

/**
 * The title of each private page's frame: the one the page itself sets first (/payment/success
 * before it knows the result, a profile page's heading). The copy is the pages' own namespaces,
 * loaded with their routes at build time. A route marked as a frame without a title here does not
 * compile.
 */
const FRAME_TITLES: Record<FrameRoute, () => string> = {
  paymentSuccess: () => t('payment:meta.resultTitle'),
  profilePackages: () => t('profile:documentTitle', { page: t('profile:packages.heading') }),
  profileOrders: () => t('profile:documentTitle', { page: t('profile:orders.heading') }),
};

export function privateFrameTitle(path: string): string | undefined {
  const frame = (Object.keys(FRAME_TITLES) as FrameRoute[]).find((id) => ROUTES[id].path === path);
  return frame && FRAME_TITLES[frame]();
}

/** The app's links that more than one place builds: one builder each. */
import { QUERY_PARAM } from '@/shared/constants';
import type { AssetType } from '@/shared/enums';

/** The pricing page, opened on one asset type's tab (`/payment?t=storage|piece|lite_effect`). */
export function paymentHref(asset?: AssetType): string {
  return asset ? `/payment?${QUERY_PARAM.assetType}=${asset}` : '/payment';
}

/** The order list: the avatar menu's 我的订单 and the payment result page's link go there. */
export const ORDERS_PATH = '/profile/orders';

/** The login route: the home page with the login dialog (src/app/routes/login.tsx). */
export const LOGIN_PATH = '/login';

/** The login route, back to `returnTo` (path, query and hash) afterwards. */
export function loginHref(returnTo: string): string {
  return `${LOGIN_PATH}?${QUERY_PARAM.redirect}=${encodeURIComponent(returnTo)}`;
}

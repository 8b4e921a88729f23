/** The app's links that more than one place builds: one builder each, on the route table's paths. */
import { QUERY_PARAM } from '@/shared/constants';
import type { AssetType } from '@/shared/enums';
import { ROUTES } from './routes';

/** The pricing page, opened on one asset type's tab (`/payment?t=storage|piece|lite_effect`). */
export function paymentHref(asset?: AssetType): string {
  const path = ROUTES.payment.path;
  return asset ? `${path}?${QUERY_PARAM.assetType}=${asset}` : path;
}

/** The search results for `keyword`, or the empty search page. */
export function searchHref(keyword?: string): string {
  const path = ROUTES.search.path;
  return keyword ? `${path}?${QUERY_PARAM.keyword}=${encodeURIComponent(keyword)}` : path;
}

/** The order list: the avatar menu's 我的订单 and the payment result page's link go there. */
export const ORDERS_PATH = ROUTES.profileOrders.path;

/** The login route: the home page with the login dialog (src/app/routes/login.route.tsx). */
export const LOGIN_PATH = ROUTES.login.path;

/** The login route, back to `returnTo` (path, query and hash) afterwards. */
export function loginHref(returnTo: string): string {
  return `${LOGIN_PATH}?${QUERY_PARAM.redirect}=${encodeURIComponent(returnTo)}`;
}

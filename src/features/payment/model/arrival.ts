import type { OpenOrder } from '@/domain/payment/open-orders';
import type { ProductSnapshot } from '@/domain/payment/pending-order';

/** What /payment/success knows as the buyer arrives: from the cookies, the account's open orders and the URL. */
export interface Arrival {
  tradeNo: string;
  returnPath: string;
  record: OpenOrder | null;
  product: ProductSnapshot | null;
  phone: string;
  expiresAt: number;
}

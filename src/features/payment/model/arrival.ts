import type { PayingRecord, ProductSnapshot } from '@/domain/payment/pending-order';

/** What /payment/success knows as the buyer arrives: from the cookies, the pending record and the URL. */
export interface Arrival {
  tradeNo: string;
  returnPath: string;
  record: PayingRecord | null;
  product: ProductSnapshot | null;
  phone: string;
  expiresAt: number;
}

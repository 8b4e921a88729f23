/** Whether a paid order can be invoiced, and if not, why (shown next to it). */
import { Flag, OrderState, RefundStatus } from '@/shared/enums';
import type { Order } from '@/api/types';

/** Keys under `profile:invoices.status`. */
export type InvoiceBlock = 'invoiced' | 'refunded' | 'refunding' | 'unpaid' | 'free';

export function invoiceBlock(
  order: Pick<Order, 'state' | 'refund_status' | 'invoiced' | 'total_price'>,
): InvoiceBlock | null {
  if (order.state !== OrderState.Paid) return 'unpaid';
  if (order.refund_status === RefundStatus.Refunded) return 'refunded';
  if (order.refund_status === RefundStatus.Refunding) return 'refunding';
  if (order.invoiced === Flag.Yes) return 'invoiced';
  if (order.total_price <= 0) return 'free';
  return null;
}

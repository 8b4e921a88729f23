import { usePaymentEntries } from '@/domain/payment/availability';

/** The avatar menu's payment buttons show only when payment entries may (the domain's rule). */
export function usePaymentButtonsVisible(): boolean {
  return usePaymentEntries().visible;
}

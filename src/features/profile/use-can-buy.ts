import { usePaymentEntries } from '@/domain/payment/availability';

/** Buy links show only when payment entries may (the domain's rule; a failed config means closed). */
export function useCanBuy(): boolean {
  return usePaymentEntries().visible;
}

/** Whether `useCanBuy` has its answer (the web config has loaded or failed, or buying is hidden). */
export function useCanBuySettled(): boolean {
  return usePaymentEntries().settled;
}

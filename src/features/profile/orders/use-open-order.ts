import { useEffect, useState } from 'react';
import { openPayingOrder, type PayingRecord } from '@/domain/payment/pending-order';
import { LOCAL_KEYS } from '@/shared/storage/keys';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * This device's order that can still be paid (the checkout's pending record), kept current: it
 * goes when its pay deadline passes, or when another tab pays, closes or starts a purchase.
 */
export function useOpenOrder(): PayingRecord | null {
  const [record, setRecord] = useState(() => openPayingOrder(Date.now()));

  useEffect(() => {
    const read = () => setRecord(openPayingOrder(Date.now()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.pendingPayOrder) read();
    };
    window.addEventListener('storage', onStorage);
    // Past the deadline the checkout would not resume it: 继续支付 must not stay. (Clamped: a
    // longer delay than setTimeout's 32-bit limit would fire at once, again and again.)
    const delay = record ? Math.min(record.expiresAt - Date.now() + 100, MAX_TIMEOUT_MS) : 0;
    const expiry = record ? window.setTimeout(read, delay) : 0;
    return () => {
      window.removeEventListener('storage', onStorage);
      window.clearTimeout(expiry);
    };
  }, [record]);

  return record;
}

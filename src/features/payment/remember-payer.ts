import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries/session';
import { writePayCookies } from './model/pay-storage';

/** The payer cookies /payment/success reads (the phone from the cached user info). */
export async function rememberPayer(
  queryClient: QueryClient,
  meta: { returnPath: string; tradeNo: string },
): Promise<void> {
  let phone = '';
  try {
    phone = (await queryClient.fetchQuery(userInfoQueryOptions())).phone ?? '';
  } catch {
    // Unknown payer: the success page shows no account line.
  }
  writePayCookies(phone, meta);
}

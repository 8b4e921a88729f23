import { local } from '@/shared/storage/local';
import { LOCAL_KEYS } from '@/shared/storage/keys';

/**
 * The purchase agreement's acceptance, remembered for the account that gave it
 * (docs/product-rules.md §4 "Checkout"): another account on the same browser starts unticked, and
 * a logout forgets it. The value is that account's id.
 */
export function hasAcceptedPurchaseTerms(account: number | undefined): boolean {
  return (
    account !== undefined && local.getString(LOCAL_KEYS.agreePurchaseAgreement) === String(account)
  );
}

/** Ticking remembers it for `account`; unticking forgets it. */
export function rememberPurchaseTerms(account: number | undefined, accepted: boolean): void {
  if (accepted && account !== undefined)
    local.setString(LOCAL_KEYS.agreePurchaseAgreement, String(account));
  else local.remove(LOCAL_KEYS.agreePurchaseAgreement);
}

export function forgetPurchaseTerms(): void {
  local.remove(LOCAL_KEYS.agreePurchaseAgreement);
}

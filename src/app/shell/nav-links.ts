import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { ROUTE_LIST, type NavLabel } from '@/domain/routes';

/**
 * The navbar's links (docs/product-rules.md §2). All of them are public pages: browsing packages
 * is public too, buying opens the login dialog (docs/architecture.md "Login route"). Which pages
 * need login is the route table's `login` fact. The links and their order are the route table's
 * `nav` facts (src/domain/routes.ts).
 */
export type NavLinkItem = {
  /** Key under `layout:nav.*`. */
  labelKey: NavLabel;
  to: string;
};

export const navLinks: readonly NavLinkItem[] = ROUTE_LIST.flatMap((route) =>
  route.nav ? [{ labelKey: route.nav, to: route.path }] : [],
);

/** The links shown: 会员套餐 is a payment entry (src/domain/payment/payment-entry.ts). */
export function useNavLinks(): readonly NavLinkItem[] {
  const payment = usePaymentEntry().open;
  return navLinks.filter((link) => payment || link.labelKey !== 'payment');
}

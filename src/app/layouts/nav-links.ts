import { usePaymentEntryVisible } from '@/domain/payment/payment-open';

/**
 * The navbar's links (docs/product-rules.md §2). All of them are public pages: browsing packages
 * is public too, buying opens the login dialog (docs/architecture.md "Login route"). Which pages
 * need login is the route table's `requiresLogin` mark (route-access.ts), not a list here.
 */
export type NavLinkItem = {
  /** Key under `layout:nav.*`. */
  labelKey: 'home' | 'download' | 'guide' | 'help' | 'payment';
  to: string;
};

export const navLinks: readonly NavLinkItem[] = [
  { labelKey: 'home', to: '/' },
  { labelKey: 'download', to: '/download' },
  { labelKey: 'guide', to: '/guide' },
  { labelKey: 'help', to: '/help' },
  { labelKey: 'payment', to: '/payment' },
];

/** The links shown: 会员套餐 is a payment entry (src/domain/payment/payment-open.ts). */
export function useNavLinks(): readonly NavLinkItem[] {
  const payment = usePaymentEntryVisible();
  return navLinks.filter((link) => payment || link.labelKey !== 'payment');
}

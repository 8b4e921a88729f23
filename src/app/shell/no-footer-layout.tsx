import { useAccountSlot } from './account-slot';
import { SiteLayout, type SiteLayoutProps } from './site-layout';

/** Navbar + page, no footer (the home page, docs/product-rules.md §2). */
export function NoFooterLayout(props: SiteLayoutProps) {
  const account = useAccountSlot();
  return <SiteLayout {...props} account={props.account ?? account} />;
}

import { useAccountSlot } from '@/app/shell/account-slot';
import { SiteLayout, type SiteLayoutProps } from '@/app/shell/site-layout';

/** Navbar + page, no footer (the home page, docs/product-rules.md §2). */
export function NoFooterLayout(props: SiteLayoutProps) {
  const account = useAccountSlot();
  return <SiteLayout {...props} account={props.account ?? account} />;
}

/** The route module (React Router's lazy route convention): the layout. */
export { NoFooterLayout as Component };

import { useAccountSlot } from './account-slot';
import { Footer } from './footer';
import { SiteLayout, type SiteLayoutProps } from './site-layout';

/** Navbar + page + footer. */
export function DefaultLayout(props: SiteLayoutProps) {
  const account = useAccountSlot();
  return <SiteLayout {...props} account={props.account ?? account} footer={<Footer />} />;
}

import { useAccountSlot } from '@/app/shell/account-slot';
import { Footer } from './footer';
import { SiteLayout, type SiteLayoutProps } from '@/app/shell/site-layout';

/** Navbar + page + footer. */
export function DefaultLayout(props: SiteLayoutProps) {
  const account = useAccountSlot();
  return <SiteLayout {...props} account={props.account ?? account} footer={<Footer />} />;
}

/** The route module (React Router's lazy route convention): the layout. */
export { DefaultLayout as Component };

import { SiteLayout, type SiteLayoutProps } from './site-layout';

/** Navbar + page + footer. */
export function DefaultLayout(props: SiteLayoutProps) {
  return <SiteLayout {...props} footer />;
}

export default DefaultLayout;

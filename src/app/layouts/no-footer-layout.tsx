import { SiteLayout, type SiteLayoutProps } from './site-layout';

/** Navbar + page, no footer (the home page, SPEC §2). */
export function NoFooterLayout(props: SiteLayoutProps) {
  return <SiteLayout {...props} footer={false} />;
}

export default NoFooterLayout;

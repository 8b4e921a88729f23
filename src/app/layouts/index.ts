export { DefaultLayout } from './default-layout';
export { NoFooterLayout } from './no-footer-layout';
export { WorkbenchLayout, type WorkbenchLayoutProps } from './workbench-layout';
export type { SiteLayoutProps } from './site-layout';
export { Navbar, type NavbarProps } from './navbar';
export { Footer } from './footer';
export { LoginButton, loginHref } from './login-button';
export {
  navLinks,
  protectedPaths,
  isProtectedPath,
  type NavLinkItem,
  type NavPermission,
} from './nav-links';
export { useNavTheme, type NavHandle, type NavTheme } from './use-nav-theme';
export { InsideLayoutContext } from './layout-context';

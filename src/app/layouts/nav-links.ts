/**
 * The navbar's links (docs/product-rules.md §2). `permission: 1` marks a path that needs login; the
 * guards read `protectedPaths` so the navbar and the route table agree on one list.
 */
export type NavPermission = 0 | 1;

export type NavLinkItem = {
  /** Key under `layout:nav.*`. */
  labelKey: 'home' | 'download' | 'guide' | 'help' | 'payment';
  to: string;
  permission: NavPermission;
};

export const navLinks: readonly NavLinkItem[] = [
  { labelKey: 'home', to: '/', permission: 0 },
  { labelKey: 'download', to: '/download', permission: 0 },
  { labelKey: 'guide', to: '/guide', permission: 0 },
  { labelKey: 'help', to: '/help', permission: 0 },
  // Browsing packages is public; buying opens the login dialog (docs/architecture.md "Login
  // route").
  { labelKey: 'payment', to: '/payment', permission: 0 },
];

/**
 * Paths needing login: the navbar's permission-1 entries plus the account areas
 * (docs/architecture.md "Login route").
 */
export const protectedPaths: readonly string[] = [
  ...navLinks.filter((link) => link.permission === 1).map((link) => link.to),
  '/profile',
  '/workbench',
];

/** True for a protected path itself and anything below it (`/profile/packages`, `/workbench/a/b`). */
export function isProtectedPath(pathname: string): boolean {
  return protectedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

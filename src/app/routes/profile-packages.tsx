import { useLocation } from 'react-router-dom';
import { PackagesPage } from '@/features/profile/packages/packages-page';
import { startPackagesData } from '@/features/profile/packages/start-data';

// The page's calls start as its route module loads (the route table loads it once, on the first
// visit), beside the login guard's user info rather than after the page has mounted behind it.
// Here, not in the route table: the entry chunk, in every first load, carries no byte of it.
startPackagesData();

/**
 * docs/product-rules.md §2: the page key is the full path — any change of path, query or hash
 * remounts the page.
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  return <PackagesPage key={pathname + search + hash} />;
}

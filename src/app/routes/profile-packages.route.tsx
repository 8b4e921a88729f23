import { useLocation } from 'react-router-dom';
import { PackagesPage } from '@/features/profile/packages/packages-page';

/**
 * docs/product-rules.md §2: the page key is the full path — any change of path, query or hash
 * remounts the page.
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  return <PackagesPage key={pathname + search + hash} />;
}

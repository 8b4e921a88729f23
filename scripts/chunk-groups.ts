/**
 * The build's chunk groups for the site's own code, by folder (docs/decisions/0008-first-load-budget.md):
 * a module belongs to a group because of the folder it lives in, so renaming a file keeps it where
 * it was. Each group also takes what its modules import (the bundler's default), so a folder names
 * only the code that starts a chunk. `files` are the few exceptions a folder cannot say, each a
 * shared module that would otherwise land in a chunk most of its users do not load;
 * tests/unit/build/chunk-groups.test.ts fails when a folder or a file named here is gone.
 */
export interface SourceGroup {
  name: string;
  /** Root-relative folders, ending in `/`. */
  folders: readonly string[];
  /** Root-relative files outside those folders. */
  files?: readonly string[];
  /** Packages under node_modules. */
  packages?: readonly string[];
}

/** What every first load needs, before the entry's own group (vite.config.ts puts `app` between). */
export const FIRST_LOAD_GROUPS: readonly SourceGroup[] = [
  // The site's frame (navbar, mobile menu, account slot, skip link, the home page's no-footer
  // layout, and with them the logo, icons and session state): every layout needs it, as one chunk
  // rather than a dozen small ones, each with its own request and gzip overhead. The link button
  // and the hydration hook are the home page's calls to action's too, and every other page's.
  {
    name: 'shell',
    folders: ['src/app/shell/'],
    files: ['src/shared/ui/link-button.tsx', 'src/shared/hooks/use-hydrated.ts'],
  },
  // What the content pages share above the fold: the calls to action, the hook behind them
  // (download / buy, the flag query, the payment entries) and the illustrations' URLs.
  { name: 'content-kit', folders: ['src/features/content/kit/'] },
  // Every content page's head data and section styles: the WeChat share card's lazy chunk reads
  // the head data too, and without the group would split it off into one more first-load chunk.
  { name: 'page-head', folders: ['src/features/content/page-head/'] },
];

/**
 * Code outside the entry's first load. Left to itself the bundler cuts it into one chunk per set of
 * pages using it (many small chunks per page), and each asked-for chunk is a preload link the page
 * inserts while it hydrates. Three chunks instead: the
 * data layer every page with an API call shares, the content pages' parts, the payment model.
 */
export const LATER_GROUPS: readonly SourceGroup[] = [
  // The API, the queries and the domain rules, and the shared helpers their users all need (the
  // formats, enums and validators are imported by pages that never call the API too, which would
  // otherwise each carry a copy of the split).
  {
    name: 'data',
    folders: ['src/api/', 'src/domain/'],
    packages: ['@tanstack'],
    files: [
      'src/shared/format.ts',
      'src/shared/enums.ts',
      'src/shared/validators.ts',
      'src/shared/storage/local.ts',
      'src/shared/hooks/use-document-title.ts',
      'src/shared/events/identity.ts',
      'src/shared/events/track.ts',
      'src/shared/events/client-errors.ts',
      // The dialogs', the avatar menu's, the checkout's and the idle start's: a chunk of its own
      // costs the first load a name in every route's preload list.
      'src/shared/after-next-paint.ts',
      'src/shared/load-ahead.ts',
    ],
  },
  { name: 'content-parts', folders: ['src/features/content/parts/'] },
  { name: 'checkout', folders: ['src/features/payment/model/'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The bundler's test for a group: a module id under one of its folders, files or packages. */
export function groupTest(group: SourceGroup): RegExp {
  const sources = [
    ...group.folders,
    ...(group.files ?? []).map((file) => file.replace(/\.tsx?$/, '.')),
  ];
  const parts = sources.map((source) => `/${escape(source)}`);
  for (const name of group.packages ?? []) parts.push(`node_modules[\\\\/]${escape(name)}[\\\\/]`);
  return new RegExp(parts.join('|'));
}

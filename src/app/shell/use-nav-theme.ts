import { useMatches } from 'react-router-dom';

export type NavTheme = 'light' | 'dark';

/** Put on a route object: `handle: { navTheme: 'dark' } satisfies NavHandle`. */
type NavHandle = { navTheme?: NavTheme };

/** The deepest matched route that sets `handle.navTheme` wins; default light. */
export function useNavTheme(): NavTheme {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const theme = (matches[i]?.handle as NavHandle | undefined)?.navTheme;
    if (theme === 'light' || theme === 'dark') return theme;
  }
  return 'light';
}

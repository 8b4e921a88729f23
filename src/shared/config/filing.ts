/**
 * The site's filing numbers (备案号), shown in the footer as Chinese regulation asks: the MIIT ICP
 * filing (`VITE_ICP_FILING`) and the public-security filing (`VITE_PSB_FILING`). Each deployment
 * sets its own; a build without one shows none (never an example number). The build refuses a
 * malformed value (scripts/build-env.ts). Plain code with no imports: build scripts use it too.
 */

/** `浙ICP备2023000000号` or `浙ICP备2023000000号-1` (province, number, optional site suffix). */
export const ICP_FILING_PATTERN = /^\p{Script=Han}ICP备\d+号(?:-\d+)?$/u;
/** `浙公网安备33010602000000号` (the registry also prints it with a space before the digits). */
export const PSB_FILING_PATTERN = /^\p{Script=Han}公网安备 ?\d+号$/u;

/** The MIIT registry, where an ICP filing number is looked up. */
export const ICP_REGISTRY_URL = 'https://beian.miit.gov.cn/';

/** The public-security registry's page for one filing (queried by its digits). */
export function psbRegistryUrl(filing: string): string {
  const code = /\d+/.exec(filing)?.[0] ?? '';
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`;
}

const FILINGS = [
  { name: 'VITE_ICP_FILING', pattern: ICP_FILING_PATTERN, example: '浙ICP备2023000000号-1' },
  { name: 'VITE_PSB_FILING', pattern: PSB_FILING_PATTERN, example: '浙公网安备33010602000000号' },
] as const;

/**
 * What is wrong with the filing variables of a build's env, one message per variable (empty: all
 * fine). Unset or blank is fine: the footer then shows no such line.
 */
export function filingEnvErrors(env: Readonly<Record<string, string | undefined>>): string[] {
  return FILINGS.flatMap(({ name, pattern, example }) => {
    const value = env[name]?.trim();
    if (!value || pattern.test(value)) return [];
    return [
      `${name}=${JSON.stringify(value)} is not a filing number like ${example} (leave it empty to show none)`,
    ];
  });
}

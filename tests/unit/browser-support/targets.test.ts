import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config.ts';
import { browserTargets } from '../../../scripts/browser-targets.ts';

describe('build targets from the browser support policy', () => {
  it('gives each engine its lowest version, Android Chromium as Chrome', () => {
    expect(
      browserTargets([
        'chrome >= 86',
        'and_chr >= 86',
        'android >= 86',
        'edge >= 86',
        'firefox >= 115',
        'safari >= 15',
        'ios_saf >= 15',
      ]),
    ).toEqual(['chrome86', 'edge86', 'firefox115', 'ios15.0', 'safari15']);
  });

  it('refuses a browser the build cannot target rather than leaving it out', () => {
    expect(() => browserTargets('and_qq >= 14')).toThrow(/and_qq 14\.9.*chrome >= N/);
  });

  it('is what the build compiles JavaScript and CSS for', () => {
    const config = viteConfig({ command: 'build', mode: 'production' });
    expect(config.build?.target).toEqual(browserTargets());
    // cssTarget left unset follows target (Lightning CSS minifies for the same browsers).
    expect(config.build?.cssTarget).toBeUndefined();
  });
});

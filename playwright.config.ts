import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { Engine } from './tests/support/journey/journey';

// E2E_PORT / E2E_DIST let several builds be tested side by side (default: the mock build).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-mock';
// Debian's Chromium (Playwright cannot download its own browser here), in its headless shell when
// installed (.ci/run installs it): the suite runs much faster there than in the full browser on a
// two-core machine, and every test passes but the one that needs the back/forward cache, which the
// shell lacks (payment-real-api.spec.ts launches the full browser for it).
// CHROMIUM_BIN points the suite at another browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_BIN || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// The workbench fixture sub-app's port, and the mock build whose VITE_WORKBENCH_ENTRY points at
// it (tests/e2e/workbench.spec.ts; the main build mounts the stand-in sub-app, mocks/README.md
// "工作台"), served on E2E_WB_PORT (default: two above E2E_PORT, so that runs on their own
// E2E_PORT stay apart). scripts/ensure-mock-build.mjs makes dist-wb-fixture/ unless E2E_WB_DIST
// names a build its owner made.
const FIREFOX_ESR_BIDI = fileURLToPath(
  new URL('tests/engines/firefox-esr-bidi.mjs', import.meta.url),
);
const WB_FIXTURE_PORT = Number(process.env.WB_FIXTURE_PORT ?? 4313);
const WB_HOST_PORT = Number(process.env.E2E_WB_PORT ?? PORT + 2);
const WB_HOST_DIST = process.env.E2E_WB_DIST ?? 'dist-wb-fixture';

/**
 * E2E against the built mock bundle (`npm run build:mock` → dist-mock/), served by `vite preview`,
 * in Debian's Chromium headless shell unless CHROMIUM_BIN names another browser.
 */
export default defineConfig<{ engine: Engine }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A limit too: several tests walk a whole purchase or run four axe scans, which are slow on a
  // loaded two-core machine.
  timeout: 60_000,
  // A limit, not a wait: each assertion waits for its state. Reload-and-resume flows on a loaded
  // two-core machine need far more than Playwright's default.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // Traces only where someone can open them: recording one for every test slows the desktop
    // project a lot on two cores, and a CI run keeps nothing but its log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'zh-CN',
    // Settled styles for contrast checks, and no idle animation burning the CI's two cores.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Nothing leaves the machine, wherever the suite runs: every name but loopback fails to
        // resolve at once, as the build's hosts (API, analytics collector) and WeChat's do on an
        // offline machine. A routing rule would do it too, but any route makes Playwright pause
        // every request of the context in the test process and turns the HTTP cache off.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    // The core suite (tests/engines) in each engine a buyer brings (docs/decisions/0011-browser-engines.md).
    {
      name: 'engines-chromium',
      testDir: 'tests/engines',
      // Not the journeys that the desktop or phone project already makes in this browser
      // (E2E_TWIN, tests/engines/fixtures.ts).
      grepInvert: /@e2e-twin/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'engines-firefox',
      testDir: 'tests/engines',
      use: {
        engine: 'firefox',
        browserName: 'firefox',
        // Debian's Firefox ESR over WebDriver BiDi, through the relay that answers the one
        // context command the ESR lacks (tests/engines/firefox-esr-bidi.mjs).
        channel: 'moz-firefox',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: FIREFOX_ESR_BIDI,
          firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
        },
      },
    },
    {
      name: 'engines-webkitgtk',
      testDir: 'tests/engines',
      // One retry in CI for what the driver, not the page, gets wrong under a loaded run (ADR
      // 0011). A journey broken for real still fails twice.
      retries: process.env.CI ? 1 : 0,
      use: { engine: 'webkitgtk', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      // *.phone.spec.ts assume a 375 px layout: the phone project runs them.
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
      // Files as they are, not gzipped per request (scripts/vite-plugin-preview-identity.ts).
      env: { PREVIEW_IDENTITY: '1' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The mock build that mounts the fixture sub-app (built first when missing or stale).
      command: `node scripts/ensure-mock-build.mjs wb-fixture && npx vite preview --outDir ${WB_HOST_DIST} --host 127.0.0.1 --port ${WB_HOST_PORT} --strictPort`,
      env: { WB_FIXTURE_PORT: String(WB_FIXTURE_PORT), PREVIEW_IDENTITY: '1' },
      url: `http://127.0.0.1:${WB_HOST_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // A limit, not a wait: a build on a loaded two-core machine can take minutes.
      timeout: 300_000,
    },
    {
      // The workbench fixture sub-app on a second loopback origin (tests/e2e/workbench.spec.ts).
      command: 'node tests/e2e/fixtures/wb-app/server.mjs',
      env: { WB_FIXTURE_PORT: String(WB_FIXTURE_PORT) },
      url: `http://127.0.0.1:${WB_FIXTURE_PORT}/__health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
  ],
});

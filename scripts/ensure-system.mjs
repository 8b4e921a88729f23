// The Debian packages `npm test` needs (the browsers of the e2e and engines suites, their virtual
// display, nginx, the CJK font): installed when missing if this runs as root, else named in the
// one command to run, and the tests stop before they start.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each package, and the file whose presence shows it is installed. */
const PACKAGES = [
  ['chromium', '/usr/bin/chromium'],
  ['chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
  ['firefox-esr', '/usr/bin/firefox-esr'],
  ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver'],
  ['xvfb', '/usr/bin/xvfb-run'],
  ['xauth', '/usr/bin/xauth'],
  ['nginx-light', '/usr/sbin/nginx'],
  ['gzip', '/usr/bin/gzip'],
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
];

const missing = PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (missing.length > 0) {
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `[ensure-system] missing Debian packages; run:\n  sudo apt-get update && sudo ${install}`,
    );
    process.exit(1);
  }
  console.log(`[ensure-system] installing ${missing.join(', ')}…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`${install} -qq`, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

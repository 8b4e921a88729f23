import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import WebDriver, { type Client } from 'webdriver';

/**
 * WebKitGTK, driven by classic W3C WebDriver: Debian's WebKitWebDriver (webkit2gtk-driver)
 * starts the MiniBrowser that libwebkit2gtk-4.1-0 ships, in a virtual X display (xvfb-run).
 * One driver per test worker, one browser session per test (docs/decisions/0011-browser-engines.md).
 */
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer /status within 20 s');
}

export interface WebKitDriver {
  /** A new browser whose viewport is `width` × `height` CSS pixels, with `userAgent` when given. */
  newSession(viewport: { width: number; height: number }, userAgent?: string): Promise<Client>;
  stop(): Promise<void>;
}

export async function startWebKitDriver(display: number): Promise<WebKitDriver> {
  const port = await freePort();
  // The display number is the worker's own, so two workers never race for one (xvfb-run -a does).
  const driver = spawn(
    'xvfb-run',
    ['-n', String(display), '-s', '-screen 0 1600x1000x24', 'WebKitWebDriver', `--port=${port}`],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  await listening(port, driver);
  return {
    async newSession({ width, height }, userAgent) {
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: {
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', ...(userAgent ? [`--user-agent=${userAgent}`] : [])],
          },
        } as WebdriverIO.Capabilities,
      });
      // The window's size holds the browser's own chrome: size it by what the page sees.
      await client.setWindowRect(0, 0, width, height);
      const inner = (await client.executeScript('return [innerWidth, innerHeight]', [])) as [
        number,
        number,
      ];
      await client.setWindowRect(0, 0, 2 * width - inner[0], 2 * height - inner[1]);
      return client;
    },
    stop() {
      if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM');
      return Promise.resolve();
    },
  };
}

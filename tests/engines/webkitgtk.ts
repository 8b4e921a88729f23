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

interface DriverProcess {
  port: number;
  stop(): Promise<void>;
}

async function launch(display: number): Promise<DriverProcess> {
  const port = await freePort();
  // -noreset: an X server resets when its last client leaves (each session's browser is the only
  // one), and a browser that connects during the reset cannot open the display.
  const driver = spawn(
    'xvfb-run',
    [
      '-n',
      String(display),
      '-s',
      '-screen 0 1600x1000x24 -noreset',
      'WebKitWebDriver',
      `--port=${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // A worker stopped before its fixtures finish (a test past its limit) still takes its X server
  // and driver along, instead of leaving them to the next run.
  const orphaned = () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  process.once('exit', orphaned);
  await listening(port, driver);
  return {
    port,
    async stop() {
      if (driver.exitCode !== null || !driver.pid) return;
      const exited = new Promise((resolve) => driver.once('exit', resolve));
      process.kill(-driver.pid, 'SIGTERM');
      await exited;
      process.off('exit', orphaned);
    },
  };
}

async function session(
  port: number,
  { width, height }: { width: number; height: number },
  userAgent?: string,
) {
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    connectionRetryCount: 0,
    // A browser that cannot start leaves the driver's answer hanging: a limit well inside the
    // test's, so that the driver can start again (startWebKitDriver) in time.
    connectionRetryTimeout: 25_000,
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
}

/**
 * The worker's driver on X displays of its own (`firstDisplay` and the nine after it), so two
 * workers never race for one (xvfb-run -a does), nor a worker its predecessor's server still
 * stopping. When a session cannot start because the display is gone (MiniBrowser: "cannot open
 * display", ADR 0011), the driver starts again on the next display and the session is tried once
 * more; a second failure is the test's.
 */
export async function startWebKitDriver(firstDisplay: number): Promise<WebKitDriver> {
  let display = firstDisplay;
  let driver = await launch(display);
  return {
    async newSession(viewport, userAgent) {
      try {
        return await session(driver.port, viewport, userAgent);
      } catch (error) {
        console.warn(
          `WebKitGTK session failed on display :${display}, restarting: ${String(error)}`,
        );
        await driver.stop();
        display = firstDisplay + ((display - firstDisplay + 1) % 10);
        driver = await launch(display);
        return session(driver.port, viewport, userAgent);
      }
    },
    stop: () => driver.stop(),
  };
}

#!/usr/bin/env node
// Debian's Firefox ESR as Playwright's `moz-firefox` (WebDriver BiDi) browser.
//
// Playwright sends `emulation.setMediaFeaturesOverride` while it makes every context, and the ESR
// does not know that command yet, so a stock launch fails (docs/decisions/0011-browser-engines.md).
// Playwright starts this file as the browser: it starts firefox-esr with the same arguments, puts
// a BiDi relay in front of the browser's socket and answers only the commands the ESR lacks, with
// an empty success. Reduced motion, which that command would have carried, is a profile
// preference instead (playwright.config.ts). Everything else passes through unchanged.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_ESR_BIN || '/usr/bin/firefox-esr';
const MISSING_IN_ESR = new Set(['emulation.setMediaFeaturesOverride']);

const browser = spawn(FIREFOX, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
browser.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, () => browser.kill(sig));

function relay(upstream) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (client, request) => {
    const target = new WebSocket(new URL(request.url ?? '/', upstream).href);
    const early = [];
    target.on('open', () => early.splice(0).forEach((m) => target.send(m)));
    target.on('message', (data, binary) => client.send(data, { binary }));
    target.on('close', () => client.close());
    target.on('error', () => client.terminate());
    client.on('message', (data) => {
      const text = data.toString();
      const command = JSON.parse(text);
      if (MISSING_IN_ESR.has(command.method)) {
        client.send(JSON.stringify({ type: 'success', id: command.id, result: {} }));
      } else if (target.readyState === WebSocket.OPEN) target.send(text);
      else early.push(text);
    });
    client.on('close', () => target.close());
  });
  return new Promise((resolve) =>
    server.on('listening', () => resolve(`ws://127.0.0.1:${server.address().port}`)),
  );
}

// The browser announces its BiDi socket on stderr; Playwright reads the same line from us, with
// the relay's address in its place.
createInterface({ input: browser.stderr }).on('line', async (line) => {
  const match = line.match(/^(.*WebDriver BiDi listening on )(ws:\/\/\S+)$/);
  process.stderr.write(match ? `${match[1]}${await relay(match[2])}\n` : `${line}\n`);
});

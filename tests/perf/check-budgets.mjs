#!/usr/bin/env node
// The size gates of perf-budget.json (`npm test` step "budgets"; alone: node tests/perf/check-budgets.mjs).
//
// 1. Builds the site (`npm run build`, prerender included) and the hello-world of bench/hello in
//    one run, serves both with the shipped nginx.conf on loopback and the mocks/ API (Node).
// 2. Loads every route of tests/perf/routes.ts in Chromium (phone and desktop), logged in where
//    the route needs it, and works out its first-load JS from what was fetched plus the build's
//    chunk map (see lib/first-load.mjs for the definition and why).
// 3. Fails when: the landing route's first-load JS (gzip) exceeds the ratio to the hello-world's;
//    a forbidden package (qiankun, the analytics SDK, MSW) is in a route's first load (except where
//    its route allows it); any chunk is over the gzip limit; MSW is in the production build at
//    all; or a route could not be measured (redirected away, never rendered).
// Timings are not gated here (too noisy on shared CI machines): see `npm run bench`.
import { launchChromium } from './lib/browser.mjs';
import { gzipBytes, kb } from './lib/first-load.mjs';
import {
  loadBudget,
  loadRoutes,
  mapLimit,
  measureFirstLoad,
  measureRoute,
} from './lib/measure.mjs';
import { prepareRun } from './lib/workspace.mjs';
import { join } from 'node:path';

const started = Date.now();
const budget = loadBudget();
const gates = budget.gates;
const routes = await loadRoutes();
const failures = [];
const fail = (msg) => failures.push(msg);

const run = await prepareRun();
const browser = await launchChromium();
try {
  const hello = await measureFirstLoad(browser, run.hello, '/');
  const limit = hello.jsGzip * gates.landingFirstLoadJsMaxRatioToHelloWorld;
  console.log(`hello-world first-load JS ${kb(hello.jsGzip)} gzip (${hello.js.size} files)`);

  // A few routes at a time, each in its own browser context. The gated landing route is measured
  // as a phone and as a desktop; the others (forbidden packages only) as a phone.
  const measured = await mapLimit(routes, 3, async (route) => {
    const profiles = route.path === gates.landingRoute ? ['phone', 'desktop'] : ['phone'];
    try {
      return { route, m: await measureRoute(browser, run.site, route, { profiles }) };
    } catch (err) {
      fail(`${route.path}: ${err.message}`);
      return null;
    }
  });
  const rows = measured.filter(Boolean);
  for (const { route, m } of rows) {
    const allowed = new Set(route.firstLoadMayInclude ?? []);
    const forbidden = gates.firstLoadForbiddenPackages.filter(
      (p) => m.packages.has(p) && !allowed.has(p),
    );
    if (forbidden.length) fail(`${route.path}: ${forbidden.join(', ')} in the first load`);
    // The detector must see what it guards against: the workbench route does load qiankun.
    for (const p of allowed) {
      if (!m.packages.has(p) && !m.deferredPackages.has(p)) {
        fail(
          `${route.path}: expected ${p} among the chunks it loads — is the chunk map still right?`,
        );
      }
    }
  }

  const landing = rows.find((r) => r.route.path === gates.landingRoute)?.m;
  if (!landing) fail(`landing route ${gates.landingRoute} was not measured`);
  else if (landing.jsGzip > limit) {
    fail(
      `landing ${gates.landingRoute} first-load JS ${kb(landing.jsGzip)} > ${gates.landingFirstLoadJsMaxRatioToHelloWorld} × hello-world ${kb(hello.jsGzip)} = ${kb(limit)}`,
    );
  }

  for (const [file, chunk] of Object.entries(run.site.chunkMap)) {
    const gz = gzipBytes(join(run.site.dir, file));
    if (gz > gates.maxChunkGzipBytes)
      fail(
        `chunk ${file} is ${kb(gz)} gzip > ${kb(gates.maxChunkGzipBytes)} (${chunk.modules
          .slice(0, 3)
          .map((x) => x.id)
          .join(', ')})`,
      );
    for (const p of gates.productionForbiddenPackages) {
      if (chunk.modules.some((x) => x.id === `npm:${p}`))
        fail(`production chunk ${file} contains ${p}`);
    }
  }

  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `\n${pad('route', 30)}${pad('first-load JS', 16)}${pad('× hello', 9)}${pad('CSS', 10)}${pad('files', 7)}deferred JS`,
  );
  for (const { route, m } of rows) {
    console.log(
      `${pad(route.path, 30)}${pad(kb(m.jsGzip), 16)}${pad((m.jsGzip / hello.jsGzip).toFixed(2), 9)}${pad(kb(m.cssGzip), 10)}${pad(m.js.size + m.css.size, 7)}${kb(m.deferredGzip)}${m.deferredPackages.size ? ` (${[...m.deferredPackages].join(', ')})` : ''}`,
    );
  }
  const target = budget.targets.landingFirstLoadJsRatioToHelloWorld;
  if (
    landing &&
    landing.jsGzip >
      hello.jsGzip * Math.min(target ?? Infinity, gates.landingFirstLoadJsMaxRatioToHelloWorld)
  ) {
    // Make the failure (or the unmet target) actionable: what the landing route loads, largest first.
    console.log(`\nlanding ${gates.landingRoute} first load, largest first:`);
    const files = [...landing.js]
      .map((f) => [f, gzipBytes(join(run.site.dir, f))])
      .sort((a, b) => b[1] - a[1]);
    for (const [f, gz] of files) {
      const top = run.site.chunkMap[f].modules
        .slice(0, 4)
        .map((x) => x.id)
        .join(', ');
      console.log(`  ${kb(gz).padStart(9)}  ${f}  ${top}`);
    }
  }
  if (landing) {
    console.log(
      `\nlanding ${gates.landingRoute}: ${kb(landing.jsGzip)} (${landing.jsGzip} B, limit ${Math.floor(limit)} B) = ${(landing.jsGzip / hello.jsGzip).toFixed(3)} × hello-world (gate ≤ ${gates.landingFirstLoadJsMaxRatioToHelloWorld}, i.e. ${kb(limit)})`,
    );
    if (target && landing.jsGzip > hello.jsGzip * target) {
      console.log(
        `  target ${target} × hello-world = ${kb(hello.jsGzip * target)}: NOT MET (perf-budget.json $landingComment)`,
      );
    }
  }
} finally {
  await browser.close();
  await run.close();
}

console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (failures.length) {
  console.log(`\n✖ ${failures.length} budget failure(s):\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('✔ all size budgets hold');
}

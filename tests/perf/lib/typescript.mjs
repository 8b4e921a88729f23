// Imports a TypeScript module of the repository from these plain Node scripts, through Vite's
// module runner (Node 20 cannot strip types itself).
import { join } from 'node:path';
import { REPO } from '../../nginx/lib.mjs';

/** The exports of `file` (relative to the repository). */
export async function importTypeScript(file) {
  const { runnerImport } = await import('vite');
  // Vite sets NODE_ENV to development for the module it runs: a build later in this process would
  // then bundle React's development code.
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (await runnerImport(join(REPO, file), { configFile: false })).module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

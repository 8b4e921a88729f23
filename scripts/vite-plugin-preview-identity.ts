import type { Plugin } from 'vite';

/**
 * `vite preview` gzips every response as it sends it. The e2e suite's browsers fetch every file
 * afresh for each test over loopback, where compression saves nothing and costs the CPU the tests
 * need: with PREVIEW_IDENTITY=1 (playwright.config.ts) the preview server sends files as they are.
 */
export function previewIdentityPlugin(): Plugin {
  return {
    name: 'preview-identity',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_IDENTITY !== '1') return;
      server.middlewares.use((req, _res, next) => {
        delete req.headers['accept-encoding'];
        next();
      });
    },
  };
}

/**
 * A failed dynamic import: the chunk of an older build is gone after a deploy, or the network
 * dropped. Browsers word it differently; Vite's preload helper adds its CSS variant.
 */
const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's __vitePreload
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  const text = message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((m) => text.includes(m));
}

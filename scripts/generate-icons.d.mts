// Types of scripts/generate-icons.mjs, for its unit test (tests/unit/content/site-icons.test.ts).

/** An ICO file holding the given PNG images (square, `size` px each). */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer;

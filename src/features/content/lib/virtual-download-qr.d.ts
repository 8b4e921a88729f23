/** The build's drawing of the download page's QR code (scripts/vite-plugin-download-qr.ts). */
declare module 'virtual:download-qr' {
  const drawing: import('./qr-drawing').QrDrawing;
  export default drawing;
}

import type { QrDrawing } from '@/features/content/lib/qr-drawing';

/** A scannable QR code, drawn beforehand (../lib/qr-drawing.ts), as one SVG path. */
export function QrCode({
  drawing,
  size = 152,
  label,
}: {
  drawing: QrDrawing;
  size?: number;
  label: string;
}) {
  const { modules, path } = drawing;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#1f2329" />
    </svg>
  );
}

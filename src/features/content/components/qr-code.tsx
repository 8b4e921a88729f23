import { useMemo } from 'react';
import { encode } from 'uqr';

/** A scannable QR code drawn as one SVG path (deterministic, so it prerenders and hydrates as is). */
export function QrCode({
  value,
  size = 152,
  label,
}: {
  value: string;
  size?: number;
  label: string;
}) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [value]);
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

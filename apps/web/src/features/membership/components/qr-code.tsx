import { encode } from 'uqr';

/** `text` as a QR code drawn in SVG (dark modules as one path), `size` pixels square, with the quiet zone around it. */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { data } = encode(text, { border: 2 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

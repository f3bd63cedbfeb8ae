import { qrMatrix } from "@/lib/pages/qr";
import { qrPath } from "@/lib/pages/rules";

const MARGIN = 2;

/** A QR code drawn as an inline SVG, named for assistive technology by `label`. */
export function QrCode({ text, label, size = 256 }: { text: string; label: string; size?: number }) {
  const matrix = qrMatrix(text);
  const box = matrix.size + MARGIN * 2;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${box} ${box}`} width={size} height={size} shapeRendering="crispEdges" className="h-auto max-w-full bg-white">
      <title>{label}</title>
      <rect width={box} height={box} fill="#ffffff" />
      <path d={qrPath(matrix, MARGIN)} fill="#0f172a" />
    </svg>
  );
}

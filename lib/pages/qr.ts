import "server-only";
import QRCode from "qrcode";
import type { TQrMatrix } from "./rules";

const OPTIONS = { errorCorrectionLevel: "M" } as const;

/** The module matrix of a QR code for `text` (drawn as an inline SVG by the page). */
export function qrMatrix(text: string): TQrMatrix {
  const { modules } = QRCode.create(text, OPTIONS);
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** A printable PNG of the QR code: 1024 pixels wide with a quiet zone. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: "png", width: 1024, margin: 2 });
}

// Byte counts in the reader's language: "3 MB", "512 kB", "1.5 MB/s".
const UNITS = [
  { unit: "gigabyte", size: 1024 ** 3 },
  { unit: "megabyte", size: 1024 ** 2 },
  { unit: "kilobyte", size: 1024 },
] as const;

export function formatBytes(bytes: number, locale: string, perSecond = false): string {
  const pick = UNITS.find((u) => bytes >= u.size);
  const value = pick ? bytes / pick.size : bytes;
  const unit = `${pick ? pick.unit : "byte"}${perSecond ? "-per-second" : ""}`;
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: pick ? "short" : "narrow", maximumFractionDigits: value < 10 && pick ? 1 : 0 }).format(value);
}

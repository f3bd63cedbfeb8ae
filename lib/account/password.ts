// Password rules shared by the server schemas and the browser forms. No Node APIs here.

/** The minimum length of a new password (the same as a password change). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
export const GENERATED_PASSWORD_LENGTH = 16;

// Without look-alikes (0/O, 1/l/I) so a password read off the screen is typed right.
const GROUPS = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789", "!#$%*+-=?@_"] as const;
const ALPHABET = GROUPS.join("");

/** Fills an array with random 32-bit values: crypto.getRandomValues in both browser and Node. */
export type TRandomFill = (values: Uint32Array) => Uint32Array;

const defaultFill: TRandomFill = (values) => globalThis.crypto.getRandomValues(values);

/** An unbiased random index below `n`, by rejection sampling. */
function randomBelow(n: number, fill: TRandomFill): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    fill(buf);
    if (buf[0] < limit) return buf[0] % n;
  }
}

/**
 * A strong password: `length` characters with at least one of each group (upper, lower, digit,
 * symbol), placed at random positions.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH, fill: TRandomFill = defaultFill): string {
  const size = Math.max(length, GROUPS.length);
  const chars = Array.from({ length: size }, () => ALPHABET[randomBelow(ALPHABET.length, fill)]);
  const taken = new Set<number>();
  for (const group of GROUPS) {
    let at = randomBelow(size, fill);
    while (taken.has(at)) at = (at + 1) % size;
    taken.add(at);
    chars[at] = group[randomBelow(group.length, fill)];
  }
  return chars.join("");
}

/** Why a new password and its confirmation cannot be used, or null. */
export function passwordProblem(password: string, confirmation: string): "too_short" | "too_long" | "mismatch" | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  if (password !== confirmation) return "mismatch";
  return null;
}

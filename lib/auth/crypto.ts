import { createHash, randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

const BCRYPT_COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real comparison, so timing does not reveal the account; never succeed.
    await bcrypt.compare(password, dummyHash());
    return false;
  }
  return bcrypt.compare(password, hash);
}

let dummy: string | undefined;
function dummyHash(): string {
  dummy ??= bcrypt.hashSync("no-password-set", BCRYPT_COST);
  return dummy;
}

/** A URL-safe random secret of 32 bytes. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

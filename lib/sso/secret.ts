import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

// A district's client secret is stored encrypted (AES-256-GCM) under a key derived from the app's
// secret with HKDF and a label of its own, so a database dump alone does not give it away and the
// key is never the secret that signs sessions. A changed app secret makes it unreadable: the
// provider then signs nobody in until the secret is entered again.

const VERSION = "v1";
let cached: { secret: string; key: Buffer } | null = null;

function key(): Buffer {
  const secret = authSecret();
  if (cached?.secret !== secret) cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "scuta district-sso client secret v1", 32)) };
  return cached.key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function sealClientSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plaintext, or null when the value is absent, not ours, or sealed under another secret. */
export function openClientSecret(stored: string | null | undefined): string | null {
  const parts = (stored ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(parts[1], "base64url"));
    decipher.setAuthTag(Buffer.from(parts[2], "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[3], "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

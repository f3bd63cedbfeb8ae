import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

// OAuth tokens are stored encrypted (AES-256-GCM) under a key derived from the app secret with
// HKDF and a label of its own, so a database dump alone gives no access to anyone's calendar and
// the key is never the secret that signs sessions. A changed secret makes old tokens unreadable:
// the connection then asks for consent again rather than failing on every sync.

const VERSION = "v1";
let cached: { secret: string; key: Buffer } | null = null;

function tokenKey(): Buffer {
  const secret = authSecret();
  if (cached?.secret !== secret) cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "scuta calendar-sync token key v1", 32)) };
  return cached.key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plaintext, or null when the value is not one of ours or was sealed under another secret. */
export function decryptSecret(stored: string | null | undefined): string | null {
  const parts = (stored ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(), Buffer.from(parts[1], "base64url"));
    decipher.setAuthTag(Buffer.from(parts[2], "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[3], "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ---- the id an event is pushed under ------------------------------------------------------------
// Each SCUTA event is created at the provider under an id we choose (Google's event id, Graph's
// transactionId): "scuta" + the event id in base32 + an HMAC tag of user and event. So a retried or
// concurrent push cannot create the event twice, and a pull recognises our own events even when
// their link is gone (after a disconnect and reconnect) instead of importing them as new ones.
// Google wants [a-v0-9]{5,1024}: base32hex digits and lowercase hex are both inside it.

function pushTag(userId: number, eventId: number): string {
  return createHmac("sha256", authSecret()).update(`calendar-push:${userId}:${eventId}`).digest("hex").slice(0, 16);
}

export function pushId(userId: number, eventId: number): string {
  return `scuta${eventId.toString(32).padStart(7, "0")}${pushTag(userId, eventId)}`;
}

/** The SCUTA event id behind one of our push ids for this user, or null. */
export function parsePushId(id: string | null | undefined, userId: number): number | null {
  const m = /^scuta([0-9a-v]{7})([0-9a-f]{16})$/.exec(id ?? "");
  if (!m) return null;
  const eventId = parseInt(m[1], 32);
  if (!Number.isSafeInteger(eventId) || eventId <= 0) return null;
  const a = Buffer.from(m[2]);
  const b = Buffer.from(pushTag(userId, eventId));
  return timingSafeEqual(a, b) ? eventId : null;
}

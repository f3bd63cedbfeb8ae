import type { TDbOrTx } from "@/db/client";
import { auditLog } from "@/db/schema";

export type TAuditEntry = {
  actorId: number;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  now?: Date;
};

// Field names whose values never reach the audit log (passwords, hashes, tokens, secrets, keys).
const SECRET_KEY = /pass(word)?|hash|token|secret|api[_-]?key|private[_-]?key|otp|code_?verifier|credential/i;

/** A JSON-safe copy of `value` with every secret-looking field removed (recursively). */
export function stripSecrets(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== "object") {
    if (typeof value === "bigint") return value.toString();
    if (typeof value === "function" || typeof value === "symbol") return null;
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (depth > 8) return null;
  if (Array.isArray(value)) return value.map((v) => stripSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key)) continue;
    if (v === undefined) continue;
    out[key] = stripSecrets(v, depth + 1);
  }
  return out;
}

/**
 * Records one administrative write. Call it inside the write's transaction, so the trail and the
 * change commit (or roll back) together. Password/token fields of `before`/`after` are dropped.
 */
export async function recordAudit(tx: TDbOrTx, e: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: e.actorId,
    action: e.action.slice(0, 64),
    entity: e.entity.slice(0, 64),
    entityId: e.entityId === null || e.entityId === undefined ? null : String(e.entityId),
    before: e.before === undefined ? null : stripSecrets(e.before),
    after: e.after === undefined ? null : stripSecrets(e.after),
    ...(e.now ? { createdAt: e.now } : {}),
  });
}

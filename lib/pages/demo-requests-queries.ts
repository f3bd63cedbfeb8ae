import "server-only";
import { count, desc } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { demoRequests, type TUserRow } from "@/db/schema";
import { assertCan, can } from "@/lib/auth/permissions";

export const DEMO_REQUESTS_PAGE_SIZE = 25;

/** Only administrators read the demo and training requests (names, emails, phones of visitors). */
export function canReadDemoRequests(user: Pick<TUserRow, "roleId" | "specialUser">): boolean {
  return can(user, "demoRequests.read");
}

/** /app/admin/demo-requests: the requests, newest first. */
export async function listDemoRequests(db: TDbOrTx, actor: TUserRow, page: number) {
  assertCan(actor, "demoRequests.read");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(demoRequests)
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(DEMO_REQUESTS_PAGE_SIZE)
      .offset((page - 1) * DEMO_REQUESTS_PAGE_SIZE),
    db.select({ total: count() }).from(demoRequests),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / DEMO_REQUESTS_PAGE_SIZE)) };
}

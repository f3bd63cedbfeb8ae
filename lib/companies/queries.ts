import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { companies, type TCompanyRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { mayReadRecordsOf, readableOwnerId } from "@/lib/curriculum/access";
import { notFound } from "@/lib/http/errors";
import type { TCompanyJson } from "./schemas";

export const COMPANY_NOT_FOUND = "This community partner does not exist or is not yours.";

export function companyJson(row: TCompanyRow, actorId: number): TCompanyJson {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    type: row.type,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    address: row.address,
    services: row.services,
    isOwner: row.userId === actorId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The partner if the actor owns it or manages its owner; else a 404. */
export async function readableCompany(db: TDbOrTx, actor: TActor, id: number): Promise<TCompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row || !(await mayReadRecordsOf(db, actor, row.userId))) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export async function getCompany(db: TDbOrTx, actor: TActor, id: number): Promise<TCompanyJson> {
  return companyJson(await readableCompany(db, actor, id), actor.user.id);
}

/** /app/companies and GET /api/v1/company: the actor's partners (or a managed counselor's), by name. */
export async function listCompanies(db: TDbOrTx, actor: TActor, userId: number | null): Promise<TCompanyJson[]> {
  const ownerId = await readableOwnerId(db, actor, userId);
  const rows = await db
    .select()
    .from(companies)
    .where(eq(companies.userId, ownerId))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(1000);
  return rows.map((r) => companyJson(r, actor.user.id));
}

export async function countCompanies(db: TDbOrTx, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.userId, ownerId));
  return row?.n ?? 0;
}

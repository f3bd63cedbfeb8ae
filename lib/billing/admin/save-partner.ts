import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { TDb } from "@/db/client";
import { partners } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { AppError, notFound } from "@/lib/http/errors";
import { ZPartner } from "./schemas";
import { isUniqueViolation } from "./unique-violation";

const hostTaken = (host: string) => new AppError("partner_host_taken", `Another partner already uses the host ${host}.`, 409, "host");
const idTaken = (id: number) => new AppError("partner_id_taken", `Partner id ${id} is already in use.`, 409, "id");

/** Creates a partner (isNew, with the id the admin chose) or updates one; hosts are unique. */
export async function savePartner(db: TDb, actor: TActor, input: unknown) {
  assertCan(actor.user, "billing.admin.partners");
  const { isNew, id, ...values } = ZPartner.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, id)).for("update");
      if (isNew && existing) throw idTaken(id);
      if (!isNew && !existing) throw notFound("This partner no longer exists.");
      const [clash] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(and(sql`lower(${partners.host}) = ${values.host}`, ne(partners.id, id)))
        .limit(1);
      if (clash) throw hostTaken(values.host);
      if (isNew) {
        const [row] = await tx
          .insert(partners)
          .values({ id, ...values })
          .returning();
        return row;
      }
      const [row] = await tx.update(partners).set(values).where(eq(partners.id, id)).returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw isNew ? idTaken(id) : hostTaken(values.host);
    throw error;
  }
}

import "server-only";
import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { appointmentRequests, users, type TAppointmentRequestRow, type TUserRow } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { resolveSubject } from "@/lib/calendar/scope";
import { AppError, notFound } from "@/lib/http/errors";

/**
 * A pending request the actor may answer, locked for the transaction, with its counselor. A
 * request of a counselor the actor does not keep is a 404, like one that does not exist; one
 * already answered is a 409.
 */
export async function loadPendingRequest(tx: TDbOrTx, actor: TActor, id: number): Promise<{ request: TAppointmentRequestRow; counselor: TUserRow }> {
  const [request] = await tx.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)).for("update").limit(1);
  if (!request) throw notFound("Request not found.");
  await resolveSubject(tx, actor, request.counselorId);
  if (request.status !== "pending") throw new AppError("request_not_pending", "This request has already been answered.", 409);
  const [counselor] = await tx.select().from(users).where(eq(users.id, request.counselorId)).limit(1);
  if (!counselor) throw notFound("Request not found.");
  return { request, counselor };
}

export const counselorName = (u: Pick<TUserRow, "firstName" | "lastName" | "username">) => `${u.firstName} ${u.lastName}`.trim() || u.username;

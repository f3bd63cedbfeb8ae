"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import { approveUser } from "./approve-user";
import { importUsers, previewUserImport } from "./import-users";
import { createUserByAdmin, type TNewUserInput } from "./create-user";
import { linkBaseOrNull } from "./link-base";

// The users administration's server actions (admins only; the use-cases check it).

async function keepField<T>(fn: Parameters<typeof runAction<T>>[0]): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction<T>(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  const fe = fieldError as AppError | null;
  return !result.ok && fe ? { ...result, error: [{ code: fe.code, message: fe.message, field: fe.field }] } : result;
}

/** Creates a user (inactive, activation email sent, audited). */
export async function createUserAction(input: TNewUserInput) {
  const h = await headers();
  const result = await keepField(async ({ db, actor, now }) => {
    assertCan(actor.user, "user.admin.write");
    // Without APP_URL the user is still created; the activation email waits in the outbox.
    const row = await createUserByAdmin(db, actor.user, input, { now, origin: linkBaseOrNull(h) });
    return { id: row.id, username: row.username, activationHeld: row.activationHeld };
  });
  if (result.ok) revalidatePath("/app/users");
  return result;
}

/** Approves (activates) a user waiting for approval (audited). */
export async function approveUserAction(input: { id: number }) {
  const result = await runAction(
    async ({ db, actor, now }) => {
      const row = await approveUser(db, actor.user, input, now);
      return { id: row.id };
    },
    { access: "user.admin.write" },
  );
  if (result.ok) {
    revalidatePath("/app/usersNotActive");
    revalidatePath("/app/users");
  }
  return result;
}

/** Checks a users CSV (nothing written): rows and per-line errors. */
export async function previewUserImportAction(input: { csv: string }) {
  return runAction(({ db, actor, now }) => previewUserImport(db, actor.user, typeof input?.csv === "string" ? input.csv : "", now), { access: "user.admin.write" });
}

/** Imports a users CSV: all rows or, with any error, none. */
export async function importUsersAction(input: { csv: string }) {
  const h = await headers();
  const result = await runAction(({ db, actor, now }) => importUsers(db, actor.user, typeof input?.csv === "string" ? input.csv : "", { now, origin: linkBaseOrNull(h) }), {
    access: "user.admin.write",
  });
  if (result.ok && result.data.committed) {
    revalidatePath("/app/users");
    revalidatePath("/app/usersNotActive");
  }
  return result;
}

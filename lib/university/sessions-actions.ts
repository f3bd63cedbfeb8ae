"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import { enrol, enrolCandidates, unenrol } from "./enrol";
import { saveGrade } from "./grades";
import { createSession, updateSession } from "./sessions";
import { sessionFor } from "./sessions-access";
import type { TSessionFields } from "./sessions-schemas";
import { ZCandidateQuery } from "./sessions-schemas";

// Server actions of the session pages: the use-cases check access and validate; a domain error
// keeps its field, for the form to mark the input.

type TCtx = { db: TDb; actor: TActor; now: Date };

async function run<T>(fn: (ctx: TCtx) => Promise<T>, path?: string): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  if (result.ok && path) revalidatePath(path, "layout");
  else if (!result.ok && fieldError) {
    const e: AppError = fieldError;
    return { ok: false, status: e.status, error: [{ code: e.code, message: e.message, field: e.field }] };
  }
  return result;
}

const SESSIONS = "/app/universityCoursesSession";

export async function saveSessionAction(input: TSessionFields, target: { courseId: number } | { id: number }) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "course.write");
    const row = "id" in target ? await updateSession(db, actor, target.id, input, now) : await createSession(db, actor, target.courseId, input, now);
    return { id: row.id, courseId: row.courseId };
  }, SESSIONS);
}

export async function enrolCandidatesAction(sessionId: number, q: string) {
  return run(async ({ db, actor }) => {
    assertCan(actor.user, "course.write");
    const v = ZCandidateQuery.parse({ sessionId, q });
    const { session } = await sessionFor(db, actor.user, v.sessionId);
    return enrolCandidates(db, session, v.q);
  });
}

export async function enrolAction(sessionId: number, userId: number) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "course.write");
    const row = await enrol(db, actor, { sessionId, userId }, now);
    return { userId: row.userId, role: row.role };
  }, SESSIONS);
}

export async function unenrolAction(sessionId: number, userId: number) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "course.write");
    await unenrol(db, actor, { sessionId, userId }, now);
    return { userId };
  }, SESSIONS);
}

export async function saveGradeAction(input: { sessionId: number; assignmentId: number; studentId: number; level: number | string; comment: string }) {
  return run(async ({ db, actor, now }) => {
    assertCan(actor.user, "course.write");
    const g = await saveGrade(db, actor, input, now);
    return { level: g.level, points: g.points };
  }, SESSIONS);
}

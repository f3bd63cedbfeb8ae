"use server";

import { assertCan } from "@/lib/auth/permissions";
import { revalidatePath } from "next/cache";
import type { TDb } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { runAction, type TActionResult } from "@/lib/http/action";
import { AppError } from "@/lib/http/errors";
import { createAssignment, updateAssignment } from "./assignments";
import { saveCourse } from "./courses";
import { saveRubric } from "./rubrics";
import type { TAssignmentInput, TCourseInput, TRubricInput, TUniversityInput } from "./schemas";
import { saveUniversity } from "./universities";

// Server actions of the university programme's forms: the use-cases check the role and the
// university (faculty: their own, else 404) and validate; a domain error keeps its field.

type TCtx = { db: TDb; actor: TActor; now: Date };

async function run<T>(fn: (ctx: TCtx) => Promise<T>, paths: string[]): Promise<TActionResult<T>> {
  let fieldError: AppError | null = null;
  const result = await runAction(async (ctx) => {
    try {
      return await fn(ctx);
    } catch (error) {
      if (error instanceof AppError && error.field) fieldError = error;
      throw error;
    }
  });
  if (result.ok) for (const p of paths) revalidatePath(p);
  else if (fieldError) {
    const e: AppError = fieldError;
    return { ok: false, status: e.status, error: [{ code: e.code, message: e.message, field: e.field }] };
  }
  return result;
}

export async function saveUniversityAction(input: TUniversityInput, target: number | null) {
  return run(
    async ({ db, actor, now }) => {
      assertCan(actor.user, "university.write");
      const row = await saveUniversity(db, actor, input, target, now);
      return { ipedsid: row.ipedsid, name: row.name };
    },
    ["/app/university"],
  );
}

export async function saveCourseAction(input: TCourseInput, id: number | null) {
  return run(
    async ({ db, actor, now }) => {
      assertCan(actor.user, "course.write");
      const row = await saveCourse(db, actor, input, id, now);
      return { id: row.id, ipedsid: row.ipedsid };
    },
    ["/app/universityCourses"],
  );
}

export async function saveAssignmentAction(input: TAssignmentInput, target: { id: number } | { courseId: number; ipedsid: number }) {
  return run(
    async ({ db, actor, now }) => {
      assertCan(actor.user, "course.write");
      const row = "id" in target ? await updateAssignment(db, actor, target.id, input, now) : await createAssignment(db, actor, target.courseId, target.ipedsid, input, now);
      return { id: row.id, courseId: row.courseId };
    },
    ["/app/universityCourses"],
  );
}

export async function saveRubricAction(input: TRubricInput) {
  return run(
    async ({ db, actor, now }) => {
      assertCan(actor.user, "course.write");
      const row = await saveRubric(db, actor, input, now);
      return { ipedsid: row.ipedsid };
    },
    ["/app/universityRubric"],
  );
}

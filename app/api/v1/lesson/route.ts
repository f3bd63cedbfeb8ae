import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { listLessons } from "@/lib/lessons/queries";
import { createLesson } from "@/lib/lessons/save-lesson";
import { ZLessonInput, ZLessonListQuery } from "@/lib/lessons/schemas";

// GET /api/v1/lesson?page&q&grade_id&standard_id&domain&scope=all|mine|shared – the caller's and the shared lessons, 20 a page
export const GET = withApi({ access: "lesson.read", query: ZLessonListQuery }, async ({ db, actor, query }) => {
  const result = await listLessons(db, actor, query);
  return { status_code: 200, ...result };
});

// POST /api/v1/lesson – creates a lesson of the caller (at most two standards, lesson number 1-51, rich text sanitised)
export const POST = withApi({ access: "lesson.write", body: ZLessonInput }, async ({ db, actor, body, now }) => {
  const data = await createLesson(db, actor, body, now);
  return NextResponse.json({ status_code: 201, data }, { status: 201 });
});

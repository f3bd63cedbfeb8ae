import { ZLessonPdfBody } from "@/lib/lessons/events-schemas";
import { linkLessonPdf } from "@/lib/lessons/pdf-links";
import { withApi } from "@/lib/http/with-api";

// POST /api/v1/lesson/pdf – a 10-minute link to the PDF of a lesson the caller may read (the ids decide the content, not the payload's text)
export const POST = withApi({ access: "lesson.write", license: "renewal", body: ZLessonPdfBody }, async ({ db, actor, body, now }) => {
  return { status_code: 200, ...(await linkLessonPdf(db, actor, body, now)) };
});

import { z } from "zod";
import { ZClientId } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { studentAccessLogPage } from "@/lib/privacy/access-log";
import { studentToManage } from "@/lib/privacy/student-access";

const ZPage = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

// GET /api/v1/client/{id}/accessLog?page= – who read this student's record, when and through what, newest first (the owning counselor and the district's managers)
export const GET = withApi({ access: "student.accessLog.read", query: ZPage }, async ({ db, actor, params, query }) => {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  const student = await studentToManage(db, actor, parsed.data.id, "student.accessLog.read");
  return { status_code: 200, ...(await studentAccessLogPage(db, student.id, query.page)) };
});

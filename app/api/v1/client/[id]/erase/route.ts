import { z } from "zod";
import { ZClientId } from "@/lib/clients/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { eraseStudent } from "@/lib/privacy/erase-student";

const ZErase = z.object({ confirm: z.literal(true, { error: "Confirm the erasure: it cannot be undone." }) });

// POST /api/v1/client/{id}/erase {confirm: true} – erases what identifies one student, keeping anonymous minutes and counts (the owning counselor and the district's managers)
export const POST = withApi({ access: "student.erase", body: ZErase }, async ({ db, actor, params, now }) => {
  const parsed = ZClientId.safeParse(params);
  if (!parsed.success) throw notFound();
  return { status_code: 200, data: await eraseStudent(db, actor, parsed.data.id, now) };
});

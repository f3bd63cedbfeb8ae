import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { deleteAdvisory, updateAdvisoryMeeting, updateAdvisoryMember } from "@/lib/program/advisory";
import { ZAdvisoryKind, ZAdvisoryMeetingBody, ZAdvisoryMemberBody, ZId } from "@/lib/program/schemas";

type TParams = Record<string, string | string[] | undefined>;

function target(params: TParams): { kind: "member" | "meeting"; id: number } {
  const kind = ZAdvisoryKind.safeParse(params.type);
  const id = ZId.safeParse(params.id);
  if (!kind.success || !id.success) throw notFound();
  return { kind: kind.data, id: id.data };
}

// PUT /api/v1/advisory/{member|meeting}/{id} – changes one of the caller's members ({name, role}) or meetings ({date, agenda, minutes}); another's is a 404
export const PUT = withApi({ access: "program.write", body: z.looseObject({}) }, async ({ db, actor, params, body: raw }) => {
  const { kind, id } = target(params);
  const data = kind === "member" ? await updateAdvisoryMember(db, actor, id, ZAdvisoryMemberBody.parse(raw)) : await updateAdvisoryMeeting(db, actor, id, ZAdvisoryMeetingBody.parse(raw));
  return { status_code: 200, message: "Saved.", data };
});

// DELETE /api/v1/advisory/{member|meeting}/{id} – deletes one of the caller's members or meetings; another's is a 404
export const DELETE = withApi({ access: "program.write" }, async ({ db, actor, params }) => {
  const { kind, id } = target(params);
  await deleteAdvisory(db, actor, kind, id);
  return { status_code: 200, message: "Deleted." };
});

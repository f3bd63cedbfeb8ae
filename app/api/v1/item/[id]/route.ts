import { z } from "zod";
import { deleteEvent } from "@/lib/calendar/delete-event";
import { eventIdParam } from "@/lib/calendar/queries";
import { ZEditScope, ZEventUpdateBody } from "@/lib/calendar/schemas";
import { updateEvent } from "@/lib/calendar/update-event";
import { AppError } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

// The generic item resource of the specs is a calendar event; clients that cannot send PUT or
// DELETE send POST with `_method` (a body field) or an X-HTTP-Method-Override header.
const ZItemBody = ZEventUpdateBody.extend({ _method: z.string().trim().toUpperCase().optional() });
const ZScopeQuery = z.object({ scope: ZEditScope.optional() });

// POST /api/v1/item/{id} – update (_method PUT) or delete (_method DELETE) an event; scope this|following|all
export const POST = withApi({ access: "calendar.event.write", body: ZItemBody, query: ZScopeQuery }, async ({ req, db, actor, params, body, query, now }) => {
  const { _method, scope, ...patch } = body;
  const method = (_method ?? req.headers.get("x-http-method-override") ?? "").trim().toUpperCase();
  const id = eventIdParam(params.id);
  if (method === "PUT" || method === "PATCH") return { status_code: 200, data: await updateEvent(db, actor, id, patch, scope ?? query.scope, now) };
  if (method === "DELETE") return { status_code: 200, data: await deleteEvent(db, actor, id, scope ?? query.scope, now) };
  throw new AppError("invalid_method", "Send _method PUT or DELETE.", 405, "_method");
});

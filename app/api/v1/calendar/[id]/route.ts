import { z } from "zod";
import { deleteEvent } from "@/lib/calendar/delete-event";
import { eventIdParam, getEvent } from "@/lib/calendar/queries";
import { ZEditScope, ZEventUpdateBody } from "@/lib/calendar/schemas";
import { updateEvent } from "@/lib/calendar/update-event";
import { withApi } from "@/lib/http/with-api";

const ZScopeQuery = z.object({ scope: ZEditScope.optional() });

// GET /api/v1/calendar/{id} – one of the caller's events (or a managed user's)
export const GET = withApi({ access: "calendar.event.read" }, async ({ db, actor, params }) => {
  return { status_code: 200, data: await getEvent(db, actor, eventIdParam(params.id)) };
});

// PUT /api/v1/calendar/{id} – change an event; scope this|following|all (body or query, default this) for a repeating one
export const PUT = withApi({ access: "calendar.event.write", body: ZEventUpdateBody, query: ZScopeQuery }, async ({ db, actor, params, body, query, now }) => {
  const { scope, ...patch } = body;
  return { status_code: 200, data: await updateEvent(db, actor, eventIdParam(params.id), patch, scope ?? query.scope, now) };
});

// DELETE /api/v1/calendar/{id}?scope=this|following|all – delete an event, or more of its series
export const DELETE = withApi({ access: "calendar.event.write", query: ZScopeQuery }, async ({ db, actor, params, query, now }) => {
  return { status_code: 200, data: await deleteEvent(db, actor, eventIdParam(params.id), query.scope, now) };
});

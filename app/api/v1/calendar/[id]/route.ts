import { NextResponse } from "next/server";
import { z } from "zod";
import { deleteEvent } from "@/lib/calendar/delete-event";
import { eventIdParam, getEvent } from "@/lib/calendar/queries";
import { ZEditScope, ZEventUpdateBody } from "@/lib/calendar/schemas";
import { EventVersionConflict, updateEvent } from "@/lib/calendar/update-event";
import { AppError } from "@/lib/http/errors";
import { withApi, type TApiContext } from "@/lib/http/with-api";
import { idempotent } from "@/lib/offline/idempotency";

const ZScopeQuery = z.object({ scope: ZEditScope.optional() });

// GET /api/v1/calendar/{id} – one of the caller's events (or a managed user's)
// The ETag is the event's version, for a later PUT's If-Match.
export const GET = withApi({ access: "calendar.event.read" }, async ({ db, actor, params }) => {
  const id = eventIdParam(params.id);
  const event = await getEvent(db, actor, id);
  const res = Response.json({ status_code: 200, data: event });
  res.headers.set("etag", `"${event.version}"`);
  return res;
});

// PUT /api/v1/calendar/{id} – change an event; scope this|following|all (body or query, default this) for a repeating one
// Idempotency-Key: a resend answers the first answer; If-Match: 409 with the current event when it changed since that version.
export const PUT = withApi(
  { access: "calendar.event.write", body: ZEventUpdateBody, query: ZScopeQuery },
  idempotent(async ({ req, db, actor, params, body, query, now }: TApiContext<z.output<typeof ZEventUpdateBody>, z.output<typeof ZScopeQuery>, "calendar.event.write">) => {
    const id = eventIdParam(params.id);
    const { scope, ...patch } = body;
    try {
      return { status_code: 200, data: await updateEvent(db, actor, id, patch, scope ?? query.scope, now, { ifMatch: req.headers.get("if-match") }) };
    } catch (error) {
      if (!(error instanceof EventVersionConflict)) throw error;
      // The version is compared inside the update's transaction; the answer carries the event as it is now.
      const current = await getEvent(db, actor, id).catch((e) => {
        if (e instanceof AppError && e.status === 404) return null;
        throw e;
      });
      return NextResponse.json({ status_code: 409, error: [{ code: "conflict", message: error.message }], current }, { status: 409 });
    }
  }),
);

// DELETE /api/v1/calendar/{id}?scope=this|following|all – delete an event, or more of its series
export const DELETE = withApi({ access: "calendar.event.write", query: ZScopeQuery }, async ({ db, actor, params, query, now }) => {
  return { status_code: 200, data: await deleteEvent(db, actor, eventIdParam(params.id), query.scope, now) };
});

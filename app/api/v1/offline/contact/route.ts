import type { z } from "zod";
import { createEvent } from "@/lib/calendar/create-event";
import { ZEventInput } from "@/lib/calendar/schemas";
import { withApi, type TApiContext } from "@/lib/http/with-api";
import { idempotent } from "@/lib/offline/idempotency";

type TCtx = TApiContext<z.output<typeof ZEventInput>, undefined, "calendar.event.write">;

// POST /api/v1/offline/contact – a quick contact log sent by the device's offline queue (Idempotency-Key: sent once however often it is resent)
export const POST = withApi(
  { access: "calendar.event.write", body: ZEventInput },
  idempotent(async ({ db, actor, body, now }: TCtx) => {
    return { status_code: 200, data: await createEvent(db, actor, body, now, { source: "contact", userId: body.user_id ?? undefined }) };
  }),
);

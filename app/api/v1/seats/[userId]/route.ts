import { withApi } from "@/lib/http/with-api";
import { releaseSeat } from "@/lib/seats/seats";

// DELETE /api/v1/seats/{userId} – releases the caller's seat of a counselor they manage (audited)
export const DELETE = withApi({ access: "seat.write" }, async ({ db, actor, params, now }) => {
  const data = await releaseSeat(db, actor.user, { userId: params.userId }, now);
  return { status_code: 200, data, message: "Seat released." };
});

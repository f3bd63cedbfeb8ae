import { withApi } from "@/lib/http/with-api";
import { ZSeat, assignSeat, listSeatCandidates, seatSummary } from "@/lib/seats/seats";

// GET /api/v1/seats – the caller's seats ("x of y assigned", period end) and the counselors they manage with their seat state (managers, directors, state managers)
export const GET = withApi({ access: "seat.read" }, async ({ db, actor }) => {
  const [summary, users] = await Promise.all([seatSummary(db, actor.user), listSeatCandidates(db, actor.user)]);
  return { status_code: 200, data: { ...summary, users } };
});

// POST /api/v1/seats {userId} – assigns one seat to a counselor the caller manages (never more than owned; audited)
export const POST = withApi({ access: "seat.write", body: ZSeat }, async ({ db, actor, body, now }) => {
  const data = await assignSeat(db, actor.user, body, now);
  return { status_code: 200, data, message: "Seat assigned." };
});

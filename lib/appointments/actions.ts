"use server";

import { runAction } from "@/lib/http/action";
import { acceptRequest } from "./accept-request";
import { declineRequest } from "./decline-request";
import { listBusyBlocks, listPendingFor } from "./queries";
import { ZBusyQuery, type TAcceptRequest, type TDeclineRequest } from "./schemas";

// The appointment calendar's server actions (/app/calendarAppointment):
//   busyBlocksAction({ counselor_id, start, end }) → TActionResult<TBusyBlock[]>
//   pendingRequestsAction(counselorId)            → TActionResult<TAppointmentRequest[]>
//   acceptRequestAction({ id, date?, time?, duration? }) → TActionResult<TAcceptResult>
//   declineRequestAction({ id, message? })        → TActionResult<{ id, status }>
// 404 for a counselor or request the actor does not keep, 409 request_not_pending, 422 bad input.
// No revalidatePath: it would re-render the page as the browser's router last fetched it, where the
// default counselor may be another one; the board reloads the page for the counselor it shows.

export async function busyBlocksAction(input: { counselor_id: number; start: string; end: string }) {
  return runAction(({ db, actor }) => {
    const q = ZBusyQuery.parse(input);
    return listBusyBlocks(db, actor, { counselorId: q.counselor_id, start: q.start, end: q.end });
  });
}

export async function pendingRequestsAction(counselorId: number) {
  return runAction(({ db, actor }) => listPendingFor(db, actor, Number(counselorId)));
}

export async function acceptRequestAction(input: TAcceptRequest) {
  const result = await runAction(({ db, actor, now }) => acceptRequest(db, actor, input, now));
  return result;
}

export async function declineRequestAction(input: TDeclineRequest) {
  const result = await runAction(({ db, actor, now }) => declineRequest(db, actor, input, now));
  return result;
}

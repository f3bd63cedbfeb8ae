import { withApi } from "@/lib/http/with-api";
import { ZAwardUpdate, removeAward, updateAward } from "@/lib/admin-lists/awards";

// PUT /api/v1/counselorAwards/{id} {status, note?} – nominated, finalist or winner (one winner a school year: a second is 409 winner_taken; admins; audited)
export const PUT = withApi({ access: "user.admin.write", body: ZAwardUpdate }, async ({ db, actor, params, body, now }) => {
  const data = await updateAward(db, actor.user, params.id, body, now);
  return { status_code: 200, data, message: "Saved." };
});

// DELETE /api/v1/counselorAwards/{id} – removes a nomination (admins; audited)
export const DELETE = withApi({ access: "user.admin.write" }, async ({ db, actor, params, now }) => {
  const data = await removeAward(db, actor.user, params.id, now);
  return { status_code: 200, data, message: "Removed." };
});

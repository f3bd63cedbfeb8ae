import { clientIp } from "@/lib/auth/ip";
import { withApi } from "@/lib/http/with-api";
import { recordLiveTrainingClick } from "@/lib/training/record-live-training-click";
import { ZLiveTrainingClick } from "@/lib/training/schemas";

// POST /home/liveTrainingClick – records a click on a live training join link {modalType, user?}
export const POST = withApi({ access: "public", body: ZLiveTrainingClick }, async ({ req, db, actor, body, now }) => {
  await recordLiveTrainingClick(db, actor, body, { clientKey: clientIp(req.headers), now });
  return { status_code: 200 };
});

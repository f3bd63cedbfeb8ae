import { getDb } from "@/db/client";
import { DEFAULT_JOIN_URL, getLiveTrainingJoinUrl } from "@/lib/training/queries";
import { LiveTrainingNavButton } from "./live-training-nav-button";
import { loadLiveTrainingTexts } from "./training-texts-server";

/**
 * The signed-in top bar's "Free live training" entry: a button with a "Join now" badge while the
 * top-nav flag is on (Wednesdays 10:45–11:45 and 14:45–15:45 Eastern) that opens the top-nav live
 * training dialog. No props: drop it in the app layout.
 */
export async function LiveTrainingLink() {
  const [joinUrl, texts] = await Promise.all([
    getDb()
      .then(getLiveTrainingJoinUrl)
      .catch(() => DEFAULT_JOIN_URL),
    loadLiveTrainingTexts(),
  ]);
  return <LiveTrainingNavButton initialNow={new Date().toISOString()} joinUrl={joinUrl} texts={texts} />;
}

import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { ZServerTimeQuery } from "@/lib/training/schemas";
import { countdownText, liveTrainingState } from "@/lib/training/rules";

const NO_STORE = { "cache-control": "no-store" };

// GET /getServerTime – the time until the next live training starts: text ("2 days 3 hours 4 minutes"),
// or with ?format=json the server clock and the training state (the home page corrects its clock with it)
export const GET = withApi({ access: "public", query: ZServerTimeQuery }, async ({ query, now }) => {
  const state = liveTrainingState(now);
  const text = countdownText(state.secondsUntilStart);
  if (query.format !== "json") {
    return new Response(text, { headers: { ...NO_STORE, "content-type": "text/plain; charset=utf-8" } });
  }
  return NextResponse.json(
    {
      serverTime: now.toISOString(),
      text,
      phase: state.phase,
      nextSession: state.nextSession.toISOString(),
      secondsUntilStart: state.secondsUntilStart,
      daysRemaining: state.daysRemaining,
      bannerActive: state.bannerActive,
      topNavJoinNow: state.topNavJoinNow,
    },
    { headers: NO_STORE },
  );
});

import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { createDataAnalysis, listDataAnalysis } from "@/lib/goals/data-analysis";
import { ZDataAnalysisInput, ZDataAnalysisQuery } from "@/lib/goals/schemas";

// GET /api/v1/dataAnalysis[?active=1[&onSmartgoalNew=1]] – the caller's data priorities by priority (active ones; those no SMART goal uses yet)
export const GET = withApi({ access: "goal.read", query: ZDataAnalysisQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listDataAnalysis(db, actor, query),
}));

// POST /api/v1/dataAnalysis – a new data priority of the caller (a closing-the-gap item names its subgroup; at most two standards)
export const POST = withApi({ access: "goal.write", body: ZDataAnalysisInput }, async ({ db, actor, body, now }) => {
  const data = await createDataAnalysis(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created with success.", data }, { status: 201 });
});

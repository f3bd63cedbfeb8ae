import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { listTargets, targetsForSmartGoals } from "@/lib/goals/queries";
import { createTarget } from "@/lib/goals/save-target";
import { ZNewTarget, ZTargetListQuery } from "@/lib/goals/schemas";

// GET /api/v1/targets?q&scope=all|mine|shared&page – the caller's and the shared targets, 20 a page; ?smartGoals=1 – the caller's own targets for the SMART goal form
export const GET = withApi({ access: "goal.read", query: ZTargetListQuery }, async ({ db, actor, query }) => {
  if (query.smartGoals === "1") return { status_code: 200, data: await targetsForSmartGoals(db, actor) };
  return { status_code: 200, ...(await listTargets(db, actor, query)) };
});

// POST /api/v1/targets – a new target of the caller (at most two standards: a third is a 422 with the new-target form's text)
export const POST = withApi({ access: "goal.write", body: ZNewTarget }, async ({ db, actor, body, now }) => {
  const data = await createTarget(db, actor, body, now);
  return NextResponse.json({ status_code: 201, message: "Created with success.", data }, { status: 201 });
});

import { ZJsonBody } from "@/lib/help-docs/schemas";
import { listGrants } from "@/lib/grants/queries";
import { saveGrant } from "@/lib/grants/save";
import { ZGrantFilter } from "@/lib/grants/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/grants?state&past&q – funding sources: open ones (or past too with past=1), national
// and the state's, by name or funder; soonest deadline first, rolling last (every working role)
export const GET = withApi({ access: "help.content.read", query: ZGrantFilter }, async ({ db, query, now }) => {
  return { status_code: 200, data: await listGrants(db, query, now.toISOString().slice(0, 10)) };
});

// POST /api/v1/grants – adds a grant: name, funder, amount or range in dollars (stored in cents),
// deadline (or rolling), states (or national), https URL, description per language (admins; audited)
export const POST = withApi({ access: "help.content.write", body: ZJsonBody }, async ({ db, actor, body, now }) => {
  const row = await saveGrant(db, actor, body, null, now);
  return { status_code: 200, data: row, message: "Created." };
});

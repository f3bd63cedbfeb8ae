import { displayName, toCsv } from "@/lib/admin-lists/common";
import { listManagersNotRenewed } from "@/lib/admin-lists/managers";
import { withApi } from "@/lib/http/with-api";

// GET /app/managersNotRenewd/csv?… – the filtered list as CSV (admins; the same filter as the page, every row up to 10,000).
export const GET = withApi({ access: "user.admin.read" }, async ({ req, db, actor, now }) => {
  const { rows } = await listManagersNotRenewed(db, actor.user, Object.fromEntries(req.nextUrl.searchParams), now, { all: true });
  const csv = toCsv(
    ["name", "username", "email", "role_id", "district", "school", "state", "seats", "expires", "last_invoice", "open_quote", "renewal_requested"],
    rows.map((r) => [
      displayName(r),
      r.username,
      r.email,
      r.roleId,
      r.district ?? "",
      r.schoolName,
      r.state,
      r.licenses,
      r.expires,
      r.lastInvoiceOn ?? "",
      r.openQuoteId ?? "",
      r.reNew === 11 ? "yes" : "no",
    ]),
  );
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="managers-not-renewed-${now.toISOString().slice(0, 10)}.csv"`, "cache-control": "no-store" },
  });
});

import { NextResponse } from "next/server";
import { resolveSubject } from "@/lib/calendar/scope";
import { errorBody, issuesToEntries } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { exportLogsCsv } from "@/lib/logs/export-csv";
import { listLogs } from "@/lib/logs/queries";
import { ZLogsFilter, ZLogsQuery } from "@/lib/logs/schemas";
import { schoolYearOf, todayIn } from "@/lib/users/rules";

// The API names the filters in snake_case.
const FIELD = { categoryId: "category_id", clientId: "client_id", pageSize: "page_size", userId: "user_id" } as Record<string, string>;

// GET /api/v1/logs?from=&to=&category_id=&client_id=&status=&q=&sort=&dir=&page=&page_size=&user_id=&format=csv – the caller's (or a managed user's) logs, or a CSV file of them
export const GET = withApi({ access: "calendar.log.read", query: ZLogsQuery }, async ({ db, actor, query, now }) => {
  const raw = { ...query.filter };
  if (!raw.from || !raw.to) {
    // Without dates: the school year (1 August - 31 July) of today in the calendar owner's zone.
    const subject = await resolveSubject(db, actor, raw.userId ? Number(raw.userId) || -1 : null);
    const year = schoolYearOf(todayIn(subject.timezone, now));
    raw.from ||= year.start;
    raw.to ||= year.end;
  }
  const parsed = ZLogsFilter.safeParse(raw);
  if (!parsed.success) {
    const entries = issuesToEntries(parsed.error.issues.map((i) => ({ ...i, path: i.path.map((p) => FIELD[String(p)] ?? p) })));
    return NextResponse.json(errorBody(422, entries), { status: 422 });
  }
  if (query.format === "csv") {
    const file = await exportLogsCsv(db, actor, parsed.data);
    return new Response(file.csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "private, no-store",
      },
    });
  }
  const page = await listLogs(db, actor, parsed.data);
  return { status_code: 200, data: page.rows, total: page.total, totals: page.totals, page: parsed.data.page, page_size: parsed.data.pageSize };
});

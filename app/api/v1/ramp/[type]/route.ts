import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { reportLocale } from "@/lib/reports/export";
import { ZUserQuery } from "@/lib/program/schemas";
import { isRampType } from "@/lib/ramp/components";
import { rampComponentPage } from "@/lib/ramp/queries";
import { saveRampComponent } from "@/lib/ramp/save-component";
import { ZRampPutBody } from "@/lib/ramp/schemas";

const typeOf = (v: unknown) => (typeof v === "string" && (isRampType(v) || v === "oscar") ? v : null);

// GET /api/v1/ramp/{type}[?user_id=] – one RAMP component of the school year: status, self-score, its text and the rubric scores; unknown type 404
export const GET = withApi({ access: "ramp.read", query: ZUserQuery }, async ({ db, actor, params, query, now }) => {
  const type = typeof params.type === "string" && isRampType(params.type) ? params.type : null;
  if (!type) throw notFound();
  const { subject, data, row } = await rampComponentPage(db, actor, type, now, reportLocale(actor.user.language), query.user_id);
  return {
    status_code: 200,
    data: {
      type,
      user_id: subject.user.id,
      school_year: subject.schoolYear,
      read_only: subject.readOnly,
      status: row.status,
      score: row.score,
      max: row.max,
      text: data.texts[type] ?? null,
      scores: Object.fromEntries([...data.scores].filter(([k]) => k.startsWith(`${type}.`))),
    },
  };
});

// PUT /api/v1/ramp/{type} {text?, scores?: [{item, score 0-3}]} – the caller's text (ctg, mbResults, reflection) and/or rubric self-scores ("oscar" for the OSCAR rubric); a manager naming a counselor (?user_id=) is refused
export const PUT = withApi({ access: "ramp.write", query: ZUserQuery, body: ZRampPutBody }, async ({ db, actor, params, query, body, now }) => {
  const type = typeOf(params.type);
  if (!type) throw notFound();
  return { status_code: 200, message: "Saved.", data: await saveRampComponent(db, actor, type, body, now, query.user_id) };
});

import { withApi } from "@/lib/http/with-api";
import { assertOwnWrite } from "@/lib/program/access";
import { annualConferencePageData } from "@/lib/program/page-data";
import { saveAnnualConference } from "@/lib/program/save-annual-conference";
import { ZAnnualConferenceBody, ZAnnualConferenceQuery } from "@/lib/program/schemas";

// GET /api/v1/annualConference[?year=&user_id=] – the annual administrative conference of a school year (defaults when unsaved: 80 % direct + indirect), the SMART goals to choose from and the years saved
export const GET = withApi({ access: "program.read", query: ZAnnualConferenceQuery }, async ({ db, actor, query, now }) => {
  const d = await annualConferencePageData(db, actor, now, { userId: query.user_id, year: query.year });
  return { status_code: 200, data: d.conference, smartGoals: d.goals, years: d.years, user_id: d.subject.id };
});

// PUT /api/v1/annualConference – saves the caller's conference of a school year (the current one without schoolYear); an end before a start, or another's goal, is refused
export const PUT = withApi({ access: "program.write", query: ZAnnualConferenceQuery, body: ZAnnualConferenceBody }, async ({ db, actor, query, body, now }) => {
  await assertOwnWrite(db, actor, query.user_id);
  return { status_code: 200, message: "Saved.", data: await saveAnnualConference(db, actor, body, now) };
});

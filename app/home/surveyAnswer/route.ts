import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/auth/ip";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";
import { answerableSurvey } from "@/lib/surveys/administrations";
import { ZAnswersInput, ZAnswerTarget } from "@/lib/surveys/schemas";
import { DEVICE_ID_PATTERN, SURVEY_UNKNOWN, submitAnswers } from "@/lib/surveys/submit-answers";

/** The students' device cookie: random, httpOnly, one year. The database keeps only its SHA-256. */
const DEVICE_COOKIE = "scuta_sd";

// GET /home/surveyAnswer?survey_id&event_id&phase – the statements students answer and whether that phase is open (unknown: 404)
export const GET = withApi({ access: "public", query: ZAnswerTarget }, async ({ db, query }) => {
  const survey = await answerableSurvey(db, query.survey_id, query.event_id);
  if (!survey) throw notFound(SURVEY_UNKNOWN);
  return {
    status_code: 200,
    data: {
      name: survey.name,
      likertLevels: survey.likertLevels,
      legends: survey.legends,
      statements: survey.statements.map((s) => ({ id: s.id, text: s.text, position: s.position })),
      phase: query.phase,
      open: survey.open[query.phase],
    },
  };
});

// POST /home/surveyAnswer – {survey_id, event_id, phase, answers:[{question_id, value}], student_id?}: a student's answers; a repeat from the same device replaces them
export const POST = withApi({ access: "public", body: ZAnswersInput }, async ({ req, db, body, now }) => {
  const cookie = req.cookies.get(DEVICE_COOKIE)?.value ?? "";
  const deviceId = DEVICE_ID_PATTERN.test(cookie) ? cookie : randomBytes(32).toString("base64url");
  const result = await submitAnswers(db, body, { deviceId, ip: clientIp(req.headers), now });
  const res = NextResponse.json({ status_code: 200, data: result, message: "Thank you for your answers." });
  if (deviceId !== cookie) {
    res.cookies.set(DEVICE_COOKIE, deviceId, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 365 * 86_400,
      // Behind a proxy ending TLS the request looks like http: the site's own address decides too.
      secure: req.nextUrl.protocol === "https:" || (env().APP_URL ?? "").startsWith("https://"),
    });
  }
  return res;
});

import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/auth/ip";
import { env } from "@/lib/env";
import { withApi } from "@/lib/http/with-api";
import { submitGoalAnswers } from "@/lib/goal-surveys/submit-goal-answers";
import { ZGoalAnswersInput } from "@/lib/goal-surveys/schemas";
import { DEVICE_ID_PATTERN } from "@/lib/surveys/submit-answers";

/** The students' device cookie of the survey pages (the same one /home/surveyAnswer sets): the database keeps only its SHA-256. */
const DEVICE_COOKIE = "scuta_sd";

// POST /api/v1/goalSurveys/answer – {smart_goal_id, event_id, phase, answers:[{question_id, value}], student_id?, student?}: a student's answers on a SMART goal's survey page
export const POST = withApi({ access: "public", body: ZGoalAnswersInput }, async ({ req, db, body, now }) => {
  const cookie = req.cookies.get(DEVICE_COOKIE)?.value ?? "";
  const deviceId = DEVICE_ID_PATTERN.test(cookie) ? cookie : randomBytes(32).toString("base64url");
  const result = await submitGoalAnswers(db, body, { deviceId, ip: clientIp(req.headers), now });
  const res = NextResponse.json({ status_code: 200, data: result, message: "Thank you for your answers." });
  if (deviceId !== cookie) {
    res.cookies.set(DEVICE_COOKIE, deviceId, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 365 * 86_400,
      secure: req.nextUrl.protocol === "https:" || (env().APP_URL ?? "").startsWith("https://"),
    });
  }
  return res;
});

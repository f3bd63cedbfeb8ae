import { NextResponse } from "next/server";
import { withApi } from "@/lib/http/with-api";
import { issueDeviceCookie } from "@/lib/surveys/device-cookie";

// GET /home/surveyDevice – the survey answer page's device cookie, issued when the page opens (an answer without it is refused)
export const GET = withApi({ access: "public" }, async ({ req }) => {
  const res = NextResponse.json({ status_code: 200 }, { headers: { "cache-control": "no-store" } });
  issueDeviceCookie(req, res);
  return res;
});

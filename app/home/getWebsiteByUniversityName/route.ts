import { withApi } from "@/lib/http/with-api";
import { universitiesByName } from "@/lib/signup/queries";
import { ZUniversityName } from "@/lib/signup/schemas";

// POST /home/getWebsiteByUniversityName – universities by name, with the email domain of the first
export const POST = withApi({ access: "public", body: ZUniversityName }, async ({ db, body }) => {
  const universities = await universitiesByName(db, body.school_name);
  return { status_code: 200, email: universities[0]?.domain ?? "", data: universities };
});

import { withApi } from "@/lib/http/with-api";
import { universitiesByDomains } from "@/lib/signup/queries";
import { domainCandidates } from "@/lib/signup/rules";
import { ZEmailDomain } from "@/lib/signup/schemas";

// POST /home/getUniversityByDomain – the university of an email domain (knights.ucf.edu finds ucf.edu)
export const POST = withApi({ access: "public", body: ZEmailDomain }, async ({ db, body }) => {
  const universities = await universitiesByDomains(db, domainCandidates(body.emailDomain));
  return { status_code: 200, data: universities[0] ?? null, universities };
});

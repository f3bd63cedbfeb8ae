import { withApi } from "@/lib/http/with-api";
import { universitiesByDomains } from "@/lib/signup/queries";
import { domainCandidates, emailDomain } from "@/lib/signup/rules";
import { ZEmailQuery } from "@/lib/signup/schemas";

// GET /home/getSchoolsUByEmail?email= – universities matching an email's domain
export const GET = withApi({ access: "public", query: ZEmailQuery }, async ({ db, query }) => ({
  status_code: 200,
  universities: await universitiesByDomains(db, domainCandidates(emailDomain(query.email))),
}));

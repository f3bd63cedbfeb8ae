import { withApi } from "@/lib/http/with-api";
import { emailPrincipalReport } from "@/lib/reports/principal/email-principal";
import { ZPrincipalEmail } from "@/lib/reports/principal/schemas";

// POST /api/v1/report/principal/email – emails the principal report (PDF attached) to the principal's address
export const POST = withApi({ access: "report.counseling.read", body: ZPrincipalEmail }, async ({ db, actor, body, now }) => {
  const r = await emailPrincipalReport(db, actor, body, now);
  return { status_code: 200, message: `Report emailed to: ${r.to}`, data: r };
});

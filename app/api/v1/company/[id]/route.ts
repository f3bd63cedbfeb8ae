import { z } from "zod";
import { getCompany } from "@/lib/companies/queries";
import { deleteCompany, updateCompany } from "@/lib/companies/save-company";
import { ZCompanyId, ZCompanyInput } from "@/lib/companies/schemas";
import { notFound } from "@/lib/http/errors";
import { withApi } from "@/lib/http/with-api";

function companyId(params: Record<string, unknown>): number {
  const parsed = ZCompanyId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

const ZAny = z.record(z.string(), z.unknown());

// GET /api/v1/company/{id} – one partner (the caller's, or a managed counselor's read-only); else 404
export const GET = withApi({ access: "program.read" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await getCompany(db, actor, companyId(params)),
}));

// PUT /api/v1/company/{id} – updates one of the caller's partners (fields as query params or body; a managed counselor's: 403)
export const PUT = withApi({ access: "program.write", query: ZAny, body: ZAny }, async ({ db, actor, params, query, body, now }) => ({
  status_code: 200,
  message: "Saved.",
  data: await updateCompany(db, actor, companyId(params), ZCompanyInput.parse({ ...body, ...query }), now),
}));

// DELETE /api/v1/company/{id} – deletes one of the caller's partners
export const DELETE = withApi({ access: "program.write" }, async ({ db, actor, params }) => ({
  status_code: 200,
  data: await deleteCompany(db, actor, companyId(params)),
}));

import { NextResponse } from "next/server";
import { z } from "zod";
import { listCompanies } from "@/lib/companies/queries";
import { createCompany } from "@/lib/companies/save-company";
import { ZCompanyInput, ZCompanyListQuery } from "@/lib/companies/schemas";
import { withApi } from "@/lib/http/with-api";

// GET /api/v1/company?user_id – the caller's community partners (a manager: a managed counselor's), by name
export const GET = withApi({ access: "program.read", query: ZCompanyListQuery }, async ({ db, actor, query }) => ({
  status_code: 200,
  data: await listCompanies(db, actor, query.user_id),
}));

const ZAny = z.record(z.string(), z.unknown());

// POST /api/v1/company?name&type&contact&phone&email&address&services – creates a partner of the caller; the client sends the fields as query params (a JSON or form body is read too)
export const POST = withApi({ access: "program.write", query: ZAny, body: ZAny }, async ({ db, actor, query, body, now }) => {
  const data = await createCompany(db, actor, ZCompanyInput.parse({ ...body, ...query }), now);
  return NextResponse.json({ status_code: 201, message: "Created.", data }, { status: 201 });
});

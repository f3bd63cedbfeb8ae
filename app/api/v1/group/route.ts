import { NextResponse } from "next/server";
import { z } from "zod";
import { saveClient } from "@/lib/clients/save-client";
import { ZClientInput } from "@/lib/clients/schemas";
import { withApi } from "@/lib/http/with-api";

const ZAny = z.record(z.string(), z.unknown());

// POST /api/v1/group – the alias of POST /api/v1/client for a group: the same use-case, validation and answer, the type fixed to group
export const POST = withApi({ access: "student.write", body: ZAny }, async ({ db, actor, body, now }) => {
  const input = ZClientInput.parse({ ...body, type: "group" });
  const data = await saveClient(db, actor, input, now);
  const status = input.id ? 200 : 201;
  return NextResponse.json({ status_code: status, data }, { status });
});

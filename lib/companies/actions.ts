"use server";

import { revalidatePath } from "next/cache";
import { runAction } from "@/lib/http/action";
import { createCompany, deleteCompany, updateCompany } from "./save-company";
import { ZCompanyId, ZCompanyInput } from "./schemas";

function revalidate() {
  revalidatePath("/app/companies", "layout");
}

/** Creates a partner (no id) or updates one of the user's partners (id). */
export async function saveCompanyAction(input: unknown, id?: number) {
  const result = await runAction(
    ({ db, actor, now }) => {
      const parsed = ZCompanyInput.parse(input);
      return id === undefined ? createCompany(db, actor, parsed, now) : updateCompany(db, actor, ZCompanyId.parse({ id }).id, parsed, now);
    },
    { access: "program.write" },
  );
  if (result.ok) revalidate();
  return result;
}

export async function deleteCompanyAction(input: { id: number }) {
  const result = await runAction(({ db, actor }) => deleteCompany(db, actor, ZCompanyId.parse(input).id), { access: "program.write" });
  if (result.ok) revalidate();
  return result;
}

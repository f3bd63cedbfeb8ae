"use server";

import { runAction } from "@/lib/http/action";
import { applyCaseloadRules } from "./caseload-apply";
import { deleteCaseloadRule, saveCaseloadRule } from "./caseload-write";
import type { TCaseloadRuleInput } from "./caseload-schemas";

// The caseload rules page's server actions: each the use-case under the district settings' write
// action, then the page drawn afresh.
const PAGES = ["/app/districtSettings/caseloadRules"];

export async function saveCaseloadRuleAction(input: TCaseloadRuleInput) {
  return runAction(({ db, actor, now }) => saveCaseloadRule(db, actor, input, now), { access: "district.settings.write", revalidate: PAGES });
}

export async function deleteCaseloadRuleAction(input: { leaid?: string; id: number }) {
  return runAction(({ db, actor, now }) => deleteCaseloadRule(db, actor, input, now), { access: "district.settings.write", revalidate: PAGES });
}

export async function applyCaseloadRulesAction(input: { leaid?: string }) {
  return runAction(({ db, actor, now }) => applyCaseloadRules(db, actor, input, now), { access: "district.settings.write", revalidate: PAGES });
}

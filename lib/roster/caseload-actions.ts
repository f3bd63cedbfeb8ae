"use server";

import { runAction } from "@/lib/http/action";
import { applyCaseloadRules } from "./caseload-apply";
import { deleteCaseloadRule, saveCaseloadRule } from "./caseload-write";
import { caseloadHistoryOf, reassignCaseload } from "./caseload-reassign";
import type { TCaseloadReassignInput, TCaseloadRuleInput, TCaseloadStudentRefInput } from "./caseload-schemas";

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

// The caseloads page: one student moved by hand, and one student's history (read into its dialog).
const CASELOAD_PAGES = ["/app/districtSettings/caseloads"];

export async function reassignCaseloadAction(input: TCaseloadReassignInput) {
  return runAction(({ db, actor, now }) => reassignCaseload(db, actor, input, now), { access: "caseload.write", revalidate: CASELOAD_PAGES });
}

export async function caseloadHistoryAction(input: TCaseloadStudentRefInput) {
  return runAction(({ db, actor }) => caseloadHistoryOf(db, actor, input), { access: "caseload.read" });
}

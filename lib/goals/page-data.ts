import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { getTranslations } from "next-intl/server";
import type { TDbOrTx } from "@/db/client";
import { localizeStandards, STANDARD_MESSAGES, type TStandardTranslator } from "@/lib/i18n/standards";
import { listStandards } from "@/lib/lessons/lookups";
import { listDataAnalysis } from "./data-analysis";
import { targetGroups } from "./queries";

// What the goal pages need besides the target: the standards (2021 edition) with their section
// label, the user's active data priorities and their groups of students.

/** The standards' section is 'Student Standards' when the user's logo setting (`logo`) is 3, else 'Mindsets & Behavior'. */
export async function standardsFor(db: TDbOrTx, logo: number) {
  const [stored, t, ts] = await Promise.all([listStandards(db), getTranslations("goals.standards"), getTranslations(STANDARD_MESSAGES)]);
  // The standards' names in the reader's language (goal, SMART goal and curriculum pickers).
  const standards = localizeStandards(ts as unknown as TStandardTranslator, stored);
  return { standards: standards.map((s) => ({ id: s.id, name: s.name, abbrev: s.abbrev, domain: s.domain })), standardsLabel: t(logo === 3 ? "studentStandards" : "mindsetsBehavior") };
}

export async function targetFormData(db: TDbOrTx, actor: TActor) {
  const [standards, priorities, groups] = await Promise.all([standardsFor(db, actor.user.logo), listDataAnalysis(db, actor, { active: "1" }), targetGroups(db, actor)]);
  return { ...standards, priorities: priorities.map((p) => ({ id: p.id, label: p.label })), groups: groups.map((g) => ({ id: g.id, name: g.name, count: g.count })) };
}

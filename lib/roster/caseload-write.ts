import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { caseloadRules, schools, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { districtToSet } from "@/lib/district-settings/queries";
import { AppError, notFound } from "@/lib/http/errors";
import { isRuleCounselor } from "./caseload-queries";
import { ZCaseloadRule, ZCaseloadRuleRef } from "./caseload-schemas";

// Writing a district's caseload rules: its managers and directors (a district of their active
// memberships) and the administrator (any district), as the district's other settings. Each write and
// its audit row commit together. A rule changes nobody's caseload until the rules are applied (the
// "apply rules now" button or the district's next roster import).

/** The district the actor writes rules of: the one asked for, or their own; 422 when an administrator names none. */
export async function caseloadDistrict(db: TDbOrTx, actor: TActor, asked: string | undefined): Promise<string> {
  const leaid = await districtToSet(db, actor.user, asked);
  if (!leaid) throw new AppError("leaid_required", "Choose the district first.", 422, "leaid");
  return leaid;
}

const RULE_FIELDS = {
  id: caseloadRules.id,
  counselorId: caseloadRules.counselorId,
  ncessch: caseloadRules.ncessch,
  gradeFrom: caseloadRules.gradeFrom,
  gradeTo: caseloadRules.gradeTo,
  lastNameFrom: caseloadRules.lastNameFrom,
  lastNameTo: caseloadRules.lastNameTo,
  sort: caseloadRules.sort,
};

/** The counselor by id when they are an active member of the district whose role keeps students; else a 422 naming the field. */
export async function districtCounselor(tx: TDbOrTx, leaid: string, counselorId: number): Promise<{ id: number }> {
  const [counselor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, counselorId), isRuleCounselor(leaid)))
    .limit(1);
  if (!counselor) throw new AppError("counselor_not_in_district", "Choose a counselor of this district.", 422, "counselor_id");
  return counselor;
}

/** Adds a rule (no id) or changes one of the district's (id): the counselor must be the district's, the school one of its schools. */
export async function saveCaseloadRule(db: TDb, actor: TActor, input: unknown, now: Date = new Date()): Promise<{ id: number }> {
  const v = ZCaseloadRule.parse(input);
  const leaid = await caseloadDistrict(db, actor, v.leaid);
  return db.transaction(async (tx) => {
    await districtCounselor(tx, leaid, v.counselor_id);
    if (v.ncessch) {
      const [school] = await tx
        .select({ ncessch: schools.ncessch })
        .from(schools)
        .where(and(eq(schools.ncessch, v.ncessch), eq(schools.leaid, leaid)))
        .limit(1);
      if (!school) throw new AppError("school_not_in_district", "Choose a school of this district.", 422, "ncessch");
    }
    const values = {
      counselorId: v.counselor_id,
      ncessch: v.ncessch,
      gradeFrom: v.grade_from,
      gradeTo: v.grade_to,
      lastNameFrom: v.last_name_from,
      lastNameTo: v.last_name_to,
      sort: v.sort,
    };
    if (v.id === undefined) {
      const [row] = await tx
        .insert(caseloadRules)
        .values({ ...values, leaid, createdBy: actor.user.id, createdAt: now })
        .returning(RULE_FIELDS);
      await recordAudit(tx, { actorId: actor.user.id, action: "caseload_rule.create", entity: "caseload_rule", entityId: row.id, before: null, after: { leaid, ...row }, now });
      return { id: row.id };
    }
    const [before] = await tx
      .select(RULE_FIELDS)
      .from(caseloadRules)
      .where(and(eq(caseloadRules.id, v.id), eq(caseloadRules.leaid, leaid)))
      .limit(1)
      .for("update");
    if (!before) throw notFound("This rule does not exist.");
    const [row] = await tx.update(caseloadRules).set(values).where(eq(caseloadRules.id, v.id)).returning(RULE_FIELDS);
    await recordAudit(tx, { actorId: actor.user.id, action: "caseload_rule.update", entity: "caseload_rule", entityId: row.id, before: { leaid, ...before }, after: { leaid, ...row }, now });
    return { id: row.id };
  });
}

/** Deletes one of the district's rules; the caseloads it placed stay until the rules are applied again. */
export async function deleteCaseloadRule(db: TDb, actor: TActor, input: unknown, now: Date = new Date()): Promise<{ id: number }> {
  const v = ZCaseloadRuleRef.parse(input);
  const leaid = await caseloadDistrict(db, actor, v.leaid);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(caseloadRules)
      .where(and(eq(caseloadRules.id, v.id), eq(caseloadRules.leaid, leaid)))
      .returning(RULE_FIELDS);
    if (!before) throw notFound("This rule does not exist.");
    await recordAudit(tx, { actorId: actor.user.id, action: "caseload_rule.delete", entity: "caseload_rule", entityId: before.id, before: { leaid, ...before }, after: null, now });
    return { id: before.id };
  });
}

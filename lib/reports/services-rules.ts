// The rules of the services and tiers family, pure: no database, no
// clock. The reports aggregate in the database with the same rules written as SQL CASEs
// (lib/reports/families/services/sql.ts); tests/unit/reports-services-rules.test.ts pins both to
// the same fixtures.

/** The seeded Referrals categories: 4th edition (indirect services) 6, 3rd edition 110. */
export const REFERRAL_CATEGORY_IDS = [6, 110] as const;
/** The seeded Crisis response category (3rd edition); districts name their own crisis sub-categories. */
export const CRISIS_CATEGORY_IDS = [108] as const;
/** A (sub-)category whose name says crisis, in the product's languages (crisis, crisi, Krise). */
export const CRISIS_NAME = /cris|kris/i;
/** The spec's 12 rule: a group of 12 or fewer, or 2 to 12 students, is a targeted (tier 2) service. */
export const SMALL_GROUP_MAX = 12;

export const TIERS = ["T1", "T2", "T3"] as const;
/** A tier, or "system": no students (a meeting, planning). */
export type TTierKey = (typeof TIERS)[number] | "system";
/** The MTSS pyramid: about 80 % of students universal, 15 % targeted, 5 % intensive. */
export const MTSS_TARGETS: Record<(typeof TIERS)[number], number> = { T1: 80, T2: 15, T3: 5 };

export type TTierInput = {
  /** events.tier as the counselor set it (1, 2, 3) or null. */
  tier: number | null;
  clientType: "student" | "group" | null;
  /** The group's size (clients.count) when the client is a group. */
  clientCount: number | null;
  /** events.students_count. */
  students: number;
};

/**
 * The tier of an event (docs/use-of-time.md), the first rule that applies: events.tier if set; a student client or
 * 1 student → T3; a group of 12 or fewer, or 2–12 students → T2 (the spec's 12 rule); a larger
 * group, class, grade or school → T1; no students → system. A group whose size was never entered
 * (0) is measured by the students the event counted.
 */
export function tierOf(e: TTierInput): TTierKey {
  if (e.tier === 1 || e.tier === 2 || e.tier === 3) return `T${e.tier}`;
  if (e.clientType === "student" || e.students === 1) return "T3";
  if (e.clientType === "group") {
    const size = (e.clientCount ?? 0) > 0 ? (e.clientCount as number) : e.students;
    return size <= SMALL_GROUP_MAX ? "T2" : "T1";
  }
  if (e.students >= 2 && e.students <= SMALL_GROUP_MAX) return "T2";
  if (e.students > SMALL_GROUP_MAX) return "T1";
  return "system";
}

export const DOMAINS = ["academic", "career", "social"] as const;
export type TDomainKey = (typeof DOMAINS)[number] | "unspecified";
export type TDomainFlags = { academic: boolean; career: boolean; social: boolean };

/**
 * The domain of an event: events.domain; otherwise the lesson's flags, else the flags of the
 * owner's curricula that plan the lesson, with the minutes split evenly among the flags set;
 * otherwise unspecified (shown so that it gets fixed). Shares add up to 1.
 */
export function domainSharesOf(e: { domain: string | null; lesson: TDomainFlags | null; curriculum: TDomainFlags | null }): { domain: TDomainKey; share: number }[] {
  if (e.domain === "academic" || e.domain === "career" || e.domain === "social") return [{ domain: e.domain, share: 1 }];
  const any = (f: TDomainFlags | null): f is TDomainFlags => !!f && (f.academic || f.career || f.social);
  const flags = any(e.lesson) ? e.lesson : any(e.curriculum) ? e.curriculum : null;
  if (!flags) return [{ domain: "unspecified", share: 1 }];
  const set = DOMAINS.filter((d) => flags[d]);
  return set.map((domain) => ({ domain, share: 1 / set.length }));
}

export const STAGES = ["prevention", "smallGroup", "individual", "crisis", "referral", "followUp"] as const;
export type TStage = (typeof STAGES)[number];

export type TStageInput = {
  categoryId: number | null;
  parentId: number | null;
  /** The (sub-)category's own name. */
  categoryName: string | null;
  /** The use-of-time group of the category: D, I, S, N (U: none). */
  dins: string;
  tier: TTierKey;
  referralDirection: "out" | "in" | null;
  /** An earlier referral out (or a referral of unknown direction) of the same student or group by the same counselor. */
  followsReferral: boolean;
};

/**
 * The counseling continuum (report/counselingContinuum), the first rule that applies:
 * 1. crisis: the category or its parent is Crisis response (108), or the (sub-)category's name says crisis;
 * 2. the Referrals category (6, 110 and their sub-categories):
 *    follow-up when the same student or group had an earlier referral out; referral when it goes out
 *    (or its direction was never entered: the category means connecting students to resources);
 *    a referral in is not a stage (the services that follow it are counted at their own stage);
 * 3. other direct services (D) by tier: T1 → prevention (instruction for all), T2 → small group,
 *    T3 → individual; a direct service with no students (system) is not on the continuum;
 * 4. anything else (indirect, support, non-counseling) is not counseling: null.
 */
export function stageOf(e: TStageInput): TStage | null {
  const ids = [e.categoryId, e.parentId];
  if (ids.some((id) => id !== null && (CRISIS_CATEGORY_IDS as readonly number[]).includes(id)) || (e.categoryName !== null && CRISIS_NAME.test(e.categoryName))) return "crisis";
  if (ids.some((id) => id !== null && (REFERRAL_CATEGORY_IDS as readonly number[]).includes(id))) {
    if (e.followsReferral) return "followUp";
    return e.referralDirection === "in" ? null : "referral";
  }
  if (e.dins !== "D") return null;
  if (e.tier === "T1") return "prevention";
  if (e.tier === "T2") return "smallGroup";
  if (e.tier === "T3") return "individual";
  return null;
}

/** A student's contact in a period (report/studentContact): seen individually, in a group only, or not at all. */
export type TContactKind = "individual" | "groupOnly" | "notSeen";
export function contactKindOf(individualSessions: number, groupSessions: number): TContactKind {
  if (individualSessions > 0) return "individual";
  return groupSessions > 0 ? "groupOnly" : "notSeen";
}

/** Whole days from `from` to `to` (ISO dates); null when either is missing. */
/**
 * The day a student contact report looks back from: today while the period runs (a last contact is
 * never a planned one, and days since are counted to today), the period's last day once it is over.
 */
export function contactCutoff(periodEnd: string, today: string): string {
  return today < periodEnd ? today : periodEnd;
}

export function daysFromTo(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** reportStats: the gap, in points, at or beyond which a subgroup under-served asks for a closing-the-gap goal. */
export const EQUITY_GAP_POINTS = 5;

/** A subgroup's shares: of the caseload, of the students served, and the gap (served − caseload) in whole points. */
export function equityGap(caseloadIn: number, caseloadAll: number, servedIn: number, servedAll: number): { caseload: number; served: number; gap: number; closeGap: boolean } {
  const caseload = caseloadAll > 0 ? Math.round((caseloadIn * 1000) / caseloadAll) / 10 : 0;
  const served = servedAll > 0 ? Math.round((servedIn * 1000) / servedAll) / 10 : 0;
  const gap = Math.round((served - caseload) * 10) / 10;
  return { caseload, served, gap, closeGap: caseloadIn > 0 && gap <= -EQUITY_GAP_POINTS };
}

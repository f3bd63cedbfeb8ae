import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { clients, lessons, targets } from "@/db/schema";
import { listCategoriesFor } from "@/lib/categories/queries";
import { listDataAnalysis } from "@/lib/goals/data-analysis";
import { standardsFor } from "@/lib/goals/page-data";
import { listActionPlans } from "@/lib/goals/queries";
import { likertScaleList } from "./queries";

// What the SMART goal screen needs besides the goal: the user's data priorities, the action plans, their
// targets, students and groups, the lessons they may use, the standards with their section label, the Likert
// legend sets and the calendar categories (for the event modal).

export async function smartGoalFormData(db: TDbOrTx, actor: TActor) {
  const { user } = actor;
  const [standards, priorities, plans, targetRows, clientRows, lessonRows, scales, categories] = await Promise.all([
    standardsFor(db, user.logo),
    listDataAnalysis(db, actor, { active: "1" }),
    listActionPlans(db),
    db
      .select({ id: targets.id, name: targets.name, relevant: targets.relevant })
      .from(targets)
      .where(eq(targets.userId, user.id))
      .orderBy(sql`lower(${targets.name})`, asc(targets.id)),
    db
      .select({ id: clients.id, name: clients.name, type: clients.type, count: clients.count, grade: clients.gradeId })
      .from(clients)
      .where(and(eq(clients.userId, user.id), eq(clients.active, true)))
      .orderBy(asc(clients.type), sql`lower(${clients.name})`, asc(clients.id)),
    db
      .select({ id: lessons.id, name: lessons.name })
      .from(lessons)
      .where(or(eq(lessons.userId, user.id), eq(lessons.share, true)))
      .orderBy(sql`lower(${lessons.name})`, asc(lessons.id))
      .limit(500),
    likertScaleList(db),
    listCategoriesFor(db, { user }),
  ]);
  return {
    ...standards,
    priorities: priorities.map((p) => ({ id: p.id, label: p.label, typeName: p.typeName || p.name, closingTheGap: p.closingTheGap === 1 })),
    actionPlans: plans,
    targets: targetRows,
    clients: clientRows,
    lessons: lessonRows,
    likertScales: scales.map((s) => ({ id: s.id, name: s.name, legends: [s.a, s.b, s.c, s.d, s.e] })),
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
  };
}

export type TSmartGoalFormData = Awaited<ReturnType<typeof smartGoalFormData>>;

import type { TActor } from "@/lib/auth/current-user";
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { faqs } from "@/db/schema";
import { assertCan } from "@/lib/auth/permissions";
import { answerParagraphs } from "./faq-schemas";

export type TFaqGroup = { key: string; title: string; items: { id: number; question: string; answer: string[] }[] };

/** The public FAQ of a language (/questions): published records grouped by theme, in position order. */
export async function listPublicFaq(db: TDbOrTx, locale: string): Promise<TFaqGroup[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.locale, locale), eq(faqs.published, true)))
    .orderBy(asc(faqs.position), asc(faqs.id));
  const groups = new Map<string, TFaqGroup>();
  for (const r of rows) {
    const g = groups.get(r.groupKey) ?? { key: r.groupKey, title: r.groupTitle, items: [] };
    g.items.push({ id: r.id, question: r.question, answer: answerParagraphs(r.answer) });
    groups.set(r.groupKey, g);
  }
  return [...groups.values()];
}

/** Every FAQ record for the administrators, by language and position. */
export async function listFaqAdmin(db: TDbOrTx, actor: TActor) {
  assertCan(actor.user, "content.admin");
  return db.select().from(faqs).orderBy(asc(faqs.locale), asc(faqs.position), asc(faqs.id));
}

/** One FAQ record for the administrators, or null. */
export async function getFaq(db: TDbOrTx, actor: TActor, id: number) {
  assertCan(actor.user, "content.admin");
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ?? null;
}

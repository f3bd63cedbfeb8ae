import "server-only";
import { eq } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { settings } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { recordAudit } from "@/lib/audit/record";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES, type TLocale } from "@/lib/i18n/locales";
import { assertMayEditHelp } from "./access";
import { ZCarouselText, type TCarouselText } from "./carousel-schema";

// The text of the home page carousel's default slide (shown when no monthly promotion applies):
// kept in the settings row "carousel_text" per language, the message files' text (training.promo)
// being the default until an administrator saves one. Edited at /app/settings, audited.

export const CAROUSEL_KEY = "carousel_text";

export async function getCarouselText(db: TDbOrTx): Promise<TCarouselText | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CAROUSEL_KEY)).limit(1);
  const parsed = ZCarouselText.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The text the editor starts from: the saved one, else each language's message text. */
export async function carouselEditorInitial(db: TDbOrTx): Promise<TCarouselText> {
  const saved = await getCarouselText(db);
  if (saved) return saved;
  const out = {} as TCarouselText;
  for (const locale of LOCALES) {
    const promo = ((await loadMessages(locale as TLocale)) as { training: { promo: Record<string, string> } }).training.promo;
    out[locale] = { title: promo.fallbackTitle, line1: promo.fallbackLine1, line2: promo.fallbackLine2 };
  }
  return out;
}

export async function saveCarouselText(db: TDb, actor: TActor, input: unknown, now: Date): Promise<TCarouselText> {
  assertMayEditHelp(actor.user);
  const value = ZCarouselText.parse(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, CAROUSEL_KEY)).for("update");
    await tx
      .insert(settings)
      .values({ key: CAROUSEL_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    await recordAudit(tx, { actorId: actor.user.id, action: before ? "update" : "create", entity: "setting", entityId: CAROUSEL_KEY, before: before?.value ?? null, after: value, now });
    return value;
  });
}

import "server-only";
import type { TDbOrTx } from "@/db/client";
import { logError } from "@/lib/http/log";
import { distinctOffers, messageLines, type TPromotionSlide } from "./promotions";
import { listPromotions } from "./queries";
import { dateFormatter } from "@/lib/i18n/format";
import { getCarouselText } from "@/lib/help-docs/carousel-text";

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The home page carousel's slides, from the same query as GET /home/monthlyPromotion: each offer
 * once, this month's first. When the read fails or finds nothing: the free-trial default
 * ('Click the "Try For FREE button" <br /> License expires in 30 days'). `t` reads the
 * "training.promo" messages.
 */
export async function loadCarouselSlides(db: TDbOrTx, now: Date, locale: string, t: TTranslate): Promise<TPromotionSlide[]> {
  let fallback: TPromotionSlide[] = [{ key: "default", title: t("fallbackTitle"), lines: [t("fallbackLine1"), t("fallbackLine2")], images: [] }];
  try {
    // The default slide's text an administrator saved at /app/settings, in the reader's language.
    const text = await getCarouselText(db);
    const own = text?.[locale === "it" || locale === "de" ? locale : "en"];
    const saved = own?.title ? own : text?.en;
    if (saved?.title) fallback = [{ key: "default", title: saved.title, lines: [saved.line1, saved.line2].filter(Boolean), images: [] }];
    const monthName = dateFormatter(locale, { month: "long" });
    const slides = distinctOffers(await listPromotions(db, now, locale)).map((p, i) => ({
      key: String(p.month),
      // The first is this month's offer (the section's title says so); later ones name their month.
      label: i === 0 ? undefined : t("from", { month: monthName.format(Date.UTC(2000, p.month - 1, 1)) }),
      title: p.title,
      lines: messageLines(p.message),
      images: p.fancyboxList,
    }));
    return slides.length > 0 ? slides : fallback;
  } catch (error) {
    logError("training.carousel", error);
    return fallback;
  }
}

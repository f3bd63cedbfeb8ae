import type { monthlyPromotions } from "../../schema";

// The home-page carousel text for each month, and the percents the pricing reads for a quote that
// starts in that month (a licence starting later in the school year is prorated). Admins edit them.
const TRIAL_TITLE = "Try SCUTA for FREE";
const TRIAL_MESSAGE = 'Click the "Try For FREE button" <br /> License expires in 30 days';

// The same texts in Italian and German (stored per language, shown in the reader's).
const TRANSLATED = {
  it: {
    title: "Prova SCUTA GRATIS",
    trial: 'Fai clic sul pulsante "Prova GRATIS" <br /> La licenza scade dopo 30 giorni',
    toJuly: 'Fai clic sul pulsante "Prova GRATIS" <br /> La licenza scade il 31/07',
  },
  de: {
    title: "SCUTA KOSTENLOS testen",
    trial: 'Klicken Sie auf die Schaltfläche "Kostenlos testen" <br /> Die Lizenz läuft nach 30 Tagen ab',
    toJuly: 'Klicken Sie auf die Schaltfläche "Kostenlos testen" <br /> Die Lizenz läuft am 31.07. ab',
  },
};

const PRORATED_BY_MONTH: Record<number, number> = { 8: 0, 9: 0, 10: 10, 11: 15, 12: 20, 1: 25, 2: 30, 3: 35, 4: 40, 5: 45, 6: 50, 7: 0 };

export const MONTHLY_PROMOTIONS: (typeof monthlyPromotions.$inferInsert)[] = Array.from({ length: 12 }, (_, i) => {
  const month = i + 1;
  // From May, a free trial runs to the end of the school year (31 July).
  const toJuly = month >= 5 && month <= 7;
  return {
    month,
    title: TRIAL_TITLE,
    message: toJuly ? 'Click the "Try For FREE button" <br /> License expires on 07/31' : TRIAL_MESSAGE,
    licenseExpires: toJuly ? "0731" : "30days",
    discount: 0,
    prorated: PRORATED_BY_MONTH[month],
    fancyboxList: [],
    translations: {
      it: { title: TRANSLATED.it.title, message: toJuly ? TRANSLATED.it.toJuly : TRANSLATED.it.trial },
      de: { title: TRANSLATED.de.title, message: toJuly ? TRANSLATED.de.toJuly : TRANSLATED.de.trial },
    },
    active: true,
  };
});

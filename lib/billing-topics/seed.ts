import { count } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { billingTopics } from "@/db/schema";

// The starter billing topics, in English, Italian and German; an administrator edits
// them at /app/billingTopics and users read the published ones on /app/user/billing.
export const BILLING_TOPICS = [
  {
    questionEn: "Can my district pay with a purchase order?",
    answerEn:
      'Yes. On the Billing page choose "Renew or buy", pick the seats and the period, and choose "Purchase order". You get an invoice at once; the licence starts now and the invoice stays open until the payment arrives.',
    questionIt: "Il mio distretto può pagare con un ordine d'acquisto?",
    answerIt:
      'Sì. Nella pagina Fatturazione scegli "Rinnova o acquista", indica i posti e il periodo e scegli "Ordine d\'acquisto". Ricevi subito la fattura; la licenza parte da ora e la fattura resta aperta finché arriva il pagamento.',
    questionDe: "Kann mein Bezirk per Bestellschein (Purchase Order) bezahlen?",
    answerDe:
      "Ja. Wählen Sie auf der Abrechnungsseite „Verlängern oder kaufen“, die Plätze und den Zeitraum und dann „Bestellschein“. Sie erhalten sofort eine Rechnung; die Lizenz beginnt jetzt, und die Rechnung bleibt offen, bis die Zahlung eingeht.",
  },
  {
    questionEn: "Where do I find your W-9 or send our tax-exemption certificate?",
    answerEn:
      "Our W-9 is attached to every quote PDF. Send your tax-exemption certificate with the purchase order or through the Contact form; we apply it to the invoice and to the renewals that follow.",
    questionIt: "Dove trovo il modulo W-9 o come invio il certificato di esenzione fiscale?",
    answerIt:
      "Il nostro W-9 è allegato a ogni preventivo in PDF. Invia il certificato di esenzione insieme all'ordine d'acquisto o con il modulo Contatti: lo applichiamo alla fattura e ai rinnovi successivi.",
    questionDe: "Wo finde ich Ihr W-9-Formular, und wie sende ich unsere Steuerbefreiung?",
    answerDe:
      "Unser W-9 liegt jedem Angebots-PDF bei. Senden Sie Ihre Steuerbefreiungsbescheinigung mit dem Bestellschein oder über das Kontaktformular; wir berücksichtigen sie auf der Rechnung und bei allen folgenden Verlängerungen.",
  },
  {
    questionEn: "How do I get a copy of an invoice?",
    answerEn: 'Every order is listed under "Billing history" on this page with its invoice as a PDF. Open it and print or save it; you can also e-mail it to your business office from there.',
    questionIt: "Come ottengo una copia di una fattura?",
    answerIt:
      'Ogni ordine è elencato nello "Storico fatturazione" di questa pagina con la fattura in PDF. Aprila e stampala o salvala; da lì puoi anche inviarla per email all\'ufficio amministrativo.',
    questionDe: "Wie erhalte ich eine Kopie einer Rechnung?",
    answerDe:
      "Jede Bestellung steht im „Abrechnungsverlauf“ auf dieser Seite, mit der Rechnung als PDF. Öffnen Sie sie zum Drucken oder Speichern; von dort können Sie sie auch an Ihre Verwaltung mailen.",
  },
  {
    questionEn: "When and how do I renew?",
    answerEn:
      "Licences run to the end of the school year (31 July). From 60 days before, this page offers the renewal; a manager renews the seats of the whole team at once and assigns them to counselors from the Users page.",
    questionIt: "Quando e come rinnovo?",
    answerIt:
      "Le licenze valgono fino alla fine dell'anno scolastico (31 luglio). Da 60 giorni prima questa pagina propone il rinnovo; un manager rinnova insieme i posti di tutto il team e li assegna ai counselor dalla pagina Utenti.",
    questionDe: "Wann und wie verlängere ich?",
    answerDe:
      "Lizenzen laufen bis zum Ende des Schuljahres (31. Juli). Ab 60 Tagen davor bietet diese Seite die Verlängerung an; ein Manager verlängert die Plätze des ganzen Teams auf einmal und weist sie auf der Seite Nutzer den Counselorn zu.",
  },
  {
    questionEn: "What is your refund policy?",
    answerEn: "If SCUTA is not right for you, ask for a refund within 30 days of a card payment through the Contact form and we refund it in full. Purchase orders not yet paid are simply cancelled.",
    questionIt: "Qual è la politica di rimborso?",
    answerIt:
      "Se SCUTA non fa per te, chiedi il rimborso entro 30 giorni da un pagamento con carta tramite il modulo Contatti e lo rimborsiamo per intero. Gli ordini d'acquisto non ancora pagati vengono semplicemente annullati.",
    questionDe: "Wie sind Ihre Erstattungsregeln?",
    answerDe:
      "Wenn SCUTA nicht passt, bitten Sie innerhalb von 30 Tagen nach einer Kartenzahlung über das Kontaktformular um Erstattung; wir erstatten den vollen Betrag. Noch nicht bezahlte Bestellscheine werden einfach storniert.",
  },
] as const;

/** Inserts the starter billing topics while the table is empty (an administrator's topics are never touched). */
export async function seedBillingTopics(tx: TDbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(billingTopics);
  if (Number(n) > 0) return;
  await tx.insert(billingTopics).values(BILLING_TOPICS.map((t, i) => ({ ...t, position: i + 1, published: true })));
}

import { count, sql } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { documentationCategories, documentationTopics } from "@/db/schema";
import { searchTextOf } from "./rules";

// The starter documentation (reference data every installation gets once, while the tables are
// empty): three categories, their sub-categories and a sub-sub-category, and seven topics in
// English, Italian and German. No "server-only": the seed CLI runs it.

type TCat = { id: number; parentId: number | null; level: number; nameEn: string; nameIt: string; nameDe: string; position: number };

export const DOC_CATEGORIES: TCat[] = [
  { id: 1, parentId: null, level: 1, nameEn: "Getting started", nameIt: "Primi passi", nameDe: "Erste Schritte", position: 1 },
  { id: 2, parentId: null, level: 1, nameEn: "Your program", nameIt: "Il tuo programma", nameDe: "Ihr Programm", position: 2 },
  { id: 3, parentId: null, level: 1, nameEn: "Reports and billing", nameIt: "Report e fatturazione", nameDe: "Berichte und Abrechnung", position: 3 },
  { id: 4, parentId: 1, level: 2, nameEn: "Calendar", nameIt: "Calendario", nameDe: "Kalender", position: 1 },
  { id: 5, parentId: 1, level: 2, nameEn: "Logging time", nameIt: "Registrare il tempo", nameDe: "Zeit erfassen", position: 2 },
  { id: 6, parentId: 2, level: 2, nameEn: "Lessons", nameIt: "Lezioni", nameDe: "Unterrichtseinheiten", position: 1 },
  { id: 7, parentId: 2, level: 2, nameEn: "SMART goals", nameIt: "Obiettivi SMART", nameDe: "SMART-Ziele", position: 2 },
  { id: 8, parentId: 3, level: 2, nameEn: "Reports", nameIt: "Report", nameDe: "Berichte", position: 1 },
  { id: 9, parentId: 3, level: 2, nameEn: "Billing", nameIt: "Fatturazione", nameDe: "Abrechnung", position: 2 },
  { id: 10, parentId: 4, level: 3, nameEn: "Recurring events", nameIt: "Eventi ricorrenti", nameDe: "Wiederkehrende Termine", position: 1 },
];

type TTopic = { categoryId: number; subCategoryId: number | null; subSubCategoryId: number | null; titleEn: string; titleIt: string; titleDe: string; bodyEn: string; bodyIt: string; bodyDe: string };

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");

export const DOC_TOPICS: TTopic[] = [
  {
    categoryId: 1,
    subCategoryId: 4,
    subSubCategoryId: null,
    titleEn: "Planning your week in the calendar",
    titleIt: "Pianificare la settimana nel calendario",
    titleDe: "Die Woche im Kalender planen",
    bodyEn: p(
      "Open <strong>Calendar</strong> and click a free slot to add an event. Choose its use-of-time category: every minute you plan is counted in your analysis.",
      "Drag an event to move it, or drag its lower edge to make it longer.",
    ),
    bodyIt: p(
      "Apri <strong>Calendario</strong> e fai clic su uno spazio libero per aggiungere un evento. Scegli la categoria di uso del tempo: ogni minuto pianificato entra nella tua analisi.",
      "Trascina un evento per spostarlo, oppure trascina il bordo inferiore per allungarlo.",
    ),
    bodyDe: p(
      "Öffnen Sie <strong>Kalender</strong> und klicken Sie auf einen freien Platz, um einen Termin anzulegen. Wählen Sie die Zeitnutzungskategorie: Jede geplante Minute zählt in Ihrer Analyse.",
      "Ziehen Sie einen Termin, um ihn zu verschieben, oder ziehen Sie seine Unterkante, um ihn zu verlängern.",
    ),
  },
  {
    categoryId: 1,
    subCategoryId: 4,
    subSubCategoryId: 10,
    titleEn: "Repeating an event every week",
    titleIt: "Ripetere un evento ogni settimana",
    titleDe: "Einen Termin jede Woche wiederholen",
    bodyEn: p("In the event form, turn on <em>Repeat</em> and choose the days and the last date. Changing one occurrence asks whether the change applies to it only or to the whole series."),
    bodyIt: p("Nel modulo dell'evento attiva <em>Ripeti</em> e scegli i giorni e la data finale. Modificando un'occorrenza ti viene chiesto se la modifica vale solo per quella o per tutta la serie."),
    bodyDe: p(
      "Schalten Sie im Terminformular <em>Wiederholen</em> ein und wählen Sie die Tage und das letzte Datum. Beim Ändern eines Termins werden Sie gefragt, ob die Änderung nur für ihn oder für die ganze Serie gilt.",
    ),
  },
  {
    categoryId: 1,
    subCategoryId: 5,
    subSubCategoryId: null,
    titleEn: "Logging a contact in under a minute",
    titleIt: "Registrare un contatto in meno di un minuto",
    titleDe: "Einen Kontakt in unter einer Minute erfassen",
    bodyEn: p("Open <strong>Logs</strong>, pick the students or the group, the category and the minutes, and save. The log appears in your calendar and in every use-of-time report."),
    bodyIt: p("Apri <strong>Registro</strong>, scegli gli studenti o il gruppo, la categoria e i minuti, poi salva. La registrazione compare nel calendario e in ogni report sull'uso del tempo."),
    bodyDe: p(
      "Öffnen Sie <strong>Protokolle</strong>, wählen Sie die Schülerinnen und Schüler oder die Gruppe, die Kategorie und die Minuten, und speichern Sie. Der Eintrag erscheint im Kalender und in jedem Zeitnutzungsbericht.",
    ),
  },
  {
    categoryId: 2,
    subCategoryId: 6,
    subSubCategoryId: null,
    titleEn: "Building a lesson with pre- and post-tests",
    titleIt: "Creare una lezione con test iniziale e finale",
    titleDe: "Eine Unterrichtseinheit mit Vor- und Nachtest erstellen",
    bodyEn: p("A lesson ties ASCA Student Standards to a short survey that students answer before and after it. The difference between the two answers shows what the lesson changed."),
    bodyIt: p(
      "Una lezione collega gli standard ASCA per gli studenti a un breve questionario a cui gli studenti rispondono prima e dopo. La differenza tra le due risposte mostra che cosa è cambiato.",
    ),
    bodyDe: p(
      "Eine Unterrichtseinheit verbindet die ASCA-Schülerstandards mit einer kurzen Umfrage, die die Schülerinnen und Schüler vorher und nachher beantworten. Der Unterschied zeigt, was die Einheit bewirkt hat.",
    ),
  },
  {
    categoryId: 2,
    subCategoryId: 7,
    subSubCategoryId: null,
    titleEn: "Writing a SMART goal",
    titleIt: "Scrivere un obiettivo SMART",
    titleDe: "Ein SMART-Ziel formulieren",
    bodyEn: p(
      "A SMART goal is Specific, Measurable, Attainable, Results-oriented and Time-bound. Start from your school data, name the students it targets, and the figure you expect by the end of the year.",
    ),
    bodyIt: p(
      "Un obiettivo SMART è specifico, misurabile, raggiungibile, orientato ai risultati e definito nel tempo. Parti dai dati della scuola, indica gli studenti coinvolti e il valore atteso a fine anno.",
    ),
    bodyDe: p(
      "Ein SMART-Ziel ist spezifisch, messbar, erreichbar, ergebnisorientiert und terminiert. Gehen Sie von Ihren Schuldaten aus, nennen Sie die Zielgruppe und den Wert, den Sie am Ende des Schuljahres erwarten.",
    ),
  },
  {
    categoryId: 3,
    subCategoryId: 8,
    subSubCategoryId: null,
    titleEn: "Sharing a use-of-time report with your principal",
    titleIt: "Condividere un report sull'uso del tempo con il dirigente",
    titleDe: "Einen Zeitnutzungsbericht mit der Schulleitung teilen",
    bodyEn: p(
      "Open <strong>Reports</strong>, choose the period and print or download the PDF. The report compares your time with the ASCA recommendation of at least 80 percent in direct and indirect services.",
    ),
    bodyIt: p(
      "Apri <strong>Report</strong>, scegli il periodo e stampa o scarica il PDF. Il report confronta il tuo tempo con la raccomandazione ASCA: almeno l'80 per cento in servizi diretti e indiretti.",
    ),
    bodyDe: p(
      "Öffnen Sie <strong>Berichte</strong>, wählen Sie den Zeitraum und drucken oder laden Sie das PDF. Der Bericht vergleicht Ihre Zeit mit der ASCA-Empfehlung von mindestens 80 Prozent für direkte und indirekte Leistungen.",
    ),
  },
  {
    categoryId: 3,
    subCategoryId: 9,
    subSubCategoryId: null,
    titleEn: "Renewing your license and finding invoices",
    titleIt: "Rinnovare la licenza e trovare le fatture",
    titleDe: "Die Lizenz verlängern und Rechnungen finden",
    bodyEn: p(
      "Open <strong>Billing</strong> from your profile menu. It shows when your license expires, lets you renew by card or request a quote for your district, and lists every invoice as a PDF.",
    ),
    bodyIt: p(
      "Apri <strong>Fatturazione</strong> dal menu del profilo. Mostra la scadenza della licenza, permette di rinnovarla con carta o di chiedere un preventivo per il distretto, ed elenca ogni fattura in PDF.",
    ),
    bodyDe: p(
      "Öffnen Sie <strong>Abrechnung</strong> im Profilmenü. Dort sehen Sie, wann Ihre Lizenz abläuft, verlängern per Karte oder fordern ein Angebot für Ihren Bezirk an, und finden jede Rechnung als PDF.",
    ),
  },
];

/** Inserts the starter documentation when no category exists yet (an administrator's own tree is never touched). */
export async function seedDocumentation(tx: TDbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(documentationCategories);
  if (Number(n) > 0) return;
  await tx.insert(documentationCategories).values(DOC_CATEGORIES);
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('documentation_categories', 'id'), (SELECT max(id) FROM documentation_categories))`);
  await tx.insert(documentationTopics).values(DOC_TOPICS.map((t) => ({ ...t, searchText: searchTextOf(t), published: true })));
}

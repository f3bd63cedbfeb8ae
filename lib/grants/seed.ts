import { count } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { grants } from "@/db/schema";

// Demo grants: clearly generic funders (no real organisation, contact or address), deadlines
// relative to the day the demo is seeded so the list always shows open, closing-soon, rolling and
// past entries. No "server-only": the seed CLI runs it.

const day = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoGrants(tx: TDbOrTx, now: Date): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(grants);
  if (Number(n) > 0) return;
  await tx.insert(grants).values([
    {
      name: "Student Wellness Mini-Grant",
      funder: "Example Community Foundation",
      amountMinCents: 100_000,
      amountMaxCents: 500_000,
      deadline: day(now, 12),
      states: [],
      url: "https://grants.example.org/wellness",
      descriptionEn: "Small grants for school-based wellness programs: mindfulness groups, peer mentoring or family nights.",
      descriptionIt: "Piccoli finanziamenti per programmi di benessere a scuola: gruppi di mindfulness, tutoraggio tra pari o serate per le famiglie.",
      descriptionDe: "Kleine Zuschüsse für schulische Wohlfühlprogramme: Achtsamkeitsgruppen, Peer-Mentoring oder Familienabende.",
    },
    {
      name: "College and Career Readiness Award",
      funder: "Example Education Fund",
      amountMinCents: 1_000_000,
      amountMaxCents: 2_500_000,
      deadline: day(now, 75),
      states: ["CA", "OR", "WA"],
      url: "https://fund.example.org/career-readiness",
      descriptionEn: "For counseling programs that expand college visits, career fairs or dual-enrolment advising in West Coast districts.",
      descriptionIt: "Per programmi di orientamento che ampliano visite ai college, fiere del lavoro o consulenza per la doppia iscrizione nei distretti della costa ovest.",
      descriptionDe: "Für Beratungsprogramme, die College-Besuche, Berufsmessen oder die Beratung zur Doppeleinschreibung in Bezirken der Westküste ausbauen.",
    },
    {
      name: "Comprehensive School Counseling Program Grant",
      funder: "Example State Department of Education",
      amountMinCents: 5_000_000,
      amountMaxCents: 5_000_000,
      deadline: day(now, 150),
      states: ["TX"],
      url: "https://education.example.gov/counseling-grant",
      descriptionEn: "Funds a district's move to a comprehensive program aligned with the ASCA National Model, including data tools and training.",
      descriptionIt: "Finanzia il passaggio di un distretto a un programma completo allineato al modello nazionale ASCA, compresi strumenti per i dati e formazione.",
      descriptionDe: "Fördert den Umstieg eines Bezirks auf ein umfassendes Programm nach dem ASCA National Model, einschließlich Datenwerkzeugen und Fortbildung.",
    },
    {
      name: "Classroom Supplies for Counselors",
      funder: "Example Teachers Network",
      amountMinCents: null,
      amountMaxCents: 75_000,
      deadline: null,
      states: [],
      url: "https://network.example.org/supplies",
      descriptionEn: "Rolling requests for counseling-office materials: books, games for small groups, calm-corner supplies.",
      descriptionIt: "Richieste sempre aperte per materiali dell'ufficio di counseling: libri, giochi per piccoli gruppi, materiale per l'angolo della calma.",
      descriptionDe: "Laufende Anträge für Material des Beratungsbüros: Bücher, Spiele für Kleingruppen, Material für die Ruheecke.",
    },
    {
      name: "Attendance Improvement Grant",
      funder: "Example Youth Trust",
      amountMinCents: 250_000,
      amountMaxCents: 1_000_000,
      deadline: day(now, -30),
      states: [],
      url: "https://trust.example.org/attendance",
      descriptionEn: "Supported counselor-led attendance interventions. This round has closed.",
      descriptionIt: "Ha sostenuto interventi sulla frequenza guidati dai counselor. Questo bando è chiuso.",
      descriptionDe: "Hat von Beratenden geleitete Maßnahmen für den Schulbesuch gefördert. Diese Runde ist abgeschlossen.",
    },
  ]);
}

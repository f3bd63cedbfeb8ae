import "server-only";
import { GRADE_CODES } from "@/lib/pages/rules";
import { translatorFor } from "@/lib/signup/translate";
import { isLocale } from "./locales";

// Seeded reference data is translated at the edge: the grades table keeps its
// English names for the roster import, and readers see the catalogue's names, the same ones the
// public appointment form offers (pages.appointment.grades).

const KNOWN_GRADES = new Set<string>(GRADE_CODES);

/** The grades with their names in the reader's language; a grade the catalogue lacks keeps its stored name. */
export async function localizeGrades<T extends { code: string; name: string }>(grades: readonly T[], locale: string): Promise<T[]> {
  const t = await translatorFor(isLocale(locale) ? locale : "en", "pages.appointment.grades");
  return grades.map((g) => (KNOWN_GRADES.has(g.code) ? { ...g, name: t(g.code) } : g));
}

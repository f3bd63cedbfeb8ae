import { type TClientCountField, type TClientCounts } from "@/db/schema/calendar";
import { RACE_CODES, type TRaceCode } from "@/lib/clients/schemas";

// A student's counts are 0 or 1: the form shows them as a gender, a race and yes/no flags. Pure.

export type TGender = "male" | "female" | null;

export const PROGRAM_FIELDS = ["esl", "frl", "h", "iep", "ada"] as const satisfies readonly TClientCountField[];
export type TProgramField = (typeof PROGRAM_FIELDS)[number];

/**
 * The programmes a student is in (ESL, FRL, H, IEP, ADA), in the form's order: what the
 * Students list's "Programs" column shows. Race and ethnicity are demographics, never programmes.
 */
export function programsOf(counts: Pick<TClientCounts, TProgramField>): TProgramField[] {
  return PROGRAM_FIELDS.filter((f) => counts[f] > 0);
}

export const SUPPORT_FIELDS = ["autisticSupport", "emotionalSupport", "learningSupport"] as const satisfies readonly TClientCountField[];

const raceFieldOf = (race: TRaceCode, g: "m" | "f") => `${race.toLowerCase()}${g}` as TClientCountField;

export function genderOf(counts: TClientCounts): TGender {
  if (counts.male > 0) return "male";
  if (counts.female > 0) return "female";
  return null;
}

export function raceOf(counts: TClientCounts): TRaceCode | null {
  return RACE_CODES.find((r) => counts[raceFieldOf(r, "m")] > 0 || counts[raceFieldOf(r, "f")] > 0) ?? null;
}

/** The counts of one student from the form's choices: race is recorded under the student's gender. */
export function studentCounts(base: TClientCounts, gender: TGender, race: TRaceCode | null): TClientCounts {
  const out = { ...base };
  out.male = gender === "male" ? 1 : 0;
  out.female = gender === "female" ? 1 : 0;
  for (const r of RACE_CODES) {
    out[raceFieldOf(r, "m")] = 0;
    out[raceFieldOf(r, "f")] = 0;
  }
  if (gender && race) out[raceFieldOf(race, gender === "male" ? "m" : "f")] = 1;
  return out;
}

export function raceFields(race: TRaceCode): { male: TClientCountField; female: TClientCountField } {
  return { male: raceFieldOf(race, "m"), female: raceFieldOf(race, "f") };
}

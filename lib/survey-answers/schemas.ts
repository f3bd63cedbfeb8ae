import { z } from "zod";

export const SURVEY_PAGE_SIZE = 25;

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v))
  .optional()
  .catch(undefined);

/** The date range (inclusive days, UTC) and page of a survey answers list; anything malformed is dropped. */
export const ZSurveyFilter = z.object({
  from: ZDay,
  to: ZDay,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type TSurveyFilter = z.output<typeof ZSurveyFilter>;

export function surveyFilterOf(sp: Record<string, string | string[] | undefined>): TSurveyFilter {
  const one = (k: string) => (Array.isArray(sp[k]) ? sp[k][0] : sp[k]);
  return ZSurveyFilter.parse({ from: one("from") || undefined, to: one("to") || undefined, page: one("page") });
}

export function surveyFilterQuery(f: TSurveyFilter, page?: number): string {
  const p = new URLSearchParams();
  if (f.from) p.set("from", f.from);
  if (f.to) p.set("to", f.to);
  if (page && page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

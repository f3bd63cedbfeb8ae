import { DEFAULT_LEGEND_KEYS, isLikertLevels } from "@/lib/surveys/rules";

type TTranslate = (key: string) => string;

/**
 * The legend under each step of a scale: the survey's own words, else the default of that step
 * (translated with a `surveys.legend` translator). One per step, 1..levels.
 */
export function resolveLegends(levels: number, custom: readonly string[], tLegend: TTranslate): string[] {
  const size = isLikertLevels(levels) ? levels : 5;
  return DEFAULT_LEGEND_KEYS[size].map((key, i) => custom[i]?.trim() || tLegend(key));
}

/** The default legends of a scale (the placeholders of the form's legend inputs). */
export function defaultLegends(levels: number, tLegend: TTranslate): string[] {
  return resolveLegends(levels, [], tLegend);
}

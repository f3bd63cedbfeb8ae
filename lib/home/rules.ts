// The home response ("cpuLOAD, prePostSurveyID, prePostEventID, trainerPrePostSurvey")
// and the QR rule ("Surveys use QR mode when prePostSurveyID is greater than 2"). Pure.

/** "Surveys use QR mode when prePostSurveyID is greater than 2." */
export function usesQrMode(prePostSurveyId: number | null | undefined): boolean {
  return typeof prePostSurveyId === "number" && prePostSurveyId > 2;
}

/** The server's load as a share of its processors (1-minute average), rounded to 2 decimals. */
export function cpuLoadShare(loadAverage1m: number, cpus: number): number {
  if (!Number.isFinite(loadAverage1m) || loadAverage1m < 0) return 0;
  return Math.round((loadAverage1m / Math.max(1, cpus)) * 100) / 100;
}

/**
 * "Survey QR links open in a new tab as qrNew/{p or t}{surveyId}/{eventId}, where p is a pre survey
 * and t the post survey."
 */
export function prePostSurveyPath(phase: "pre" | "post", surveyId: number, eventId: number): string {
  return `/qrNew/${phase === "pre" ? "p" : "t"}${surveyId}/${eventId}`;
}

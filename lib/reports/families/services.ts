import type { TReportDefinition } from "../types";

// REPORTS.md family: filled in by issue 18.
export const SERVICES_REPORTS: readonly TReportDefinition[] = [];

import type { TPbisOptionJson, TPbisRecordJson } from "@/lib/pbis/schemas";

export type TPbisStudent = { id: number; name: string };
export type { TPbisOptionJson, TPbisRecordJson };
export const PBIS_KINDS = ["behavior", "location", "motivation", "action"] as const;
export type TPbisKind = (typeof PBIS_KINDS)[number];

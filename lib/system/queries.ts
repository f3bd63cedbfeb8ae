import { eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { settings } from "@/db/schema";

export type TMaintenance = { enabled: boolean; message: string };

export const APP_CONSTANTS = {
  appVersion: "1.0",
  defaultQuestionTopic: 10,
  defaultLicenceDays: 30,
  schoolYearStart: "08-01",
  schoolYearEnd: "07-31",
  registrationModalDelayMs: 1000,
  videoIconRefreshMs: 1000,
} as const;

export async function getMaintenance(db: TDbOrTx): Promise<TMaintenance> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "maintenance")).limit(1);
  const value = (row?.value ?? {}) as Partial<TMaintenance>;
  return { enabled: value.enabled === true, message: typeof value.message === "string" ? value.message : "" };
}

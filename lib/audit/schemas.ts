import { z } from "zod";
import { zText } from "@/lib/http/text";

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));

/** The filters of /app/admin/audit (query string): wrong values fall back to "no filter". */
export const ZAuditFilter = z.object({
  actor: zText({ max: 100 }).catch(""),
  entity: zText({ max: 64 }).catch(""),
  action: zText({ max: 64 }).catch(""),
  from: ZDay.nullable().catch(null),
  to: ZDay.nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TAuditFilter = z.output<typeof ZAuditFilter>;

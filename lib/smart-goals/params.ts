import { notFound } from "@/lib/http/errors";
import { ZSmartGoalId } from "./schemas";

/** The path's {id}: a positive integer, else the goal does not exist (404). */
export function smartGoalIdParam(params: Record<string, unknown>): number {
  const parsed = ZSmartGoalId.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

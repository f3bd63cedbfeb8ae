import "server-only";
import { getDb } from "@/db/client";
import { schoolYearFor } from "@/lib/analysis/rules";
import { requireActor } from "@/lib/auth/current-user";
import { listCategoriesFor } from "@/lib/categories/queries";
import type { TCategoryOption } from "@/lib/categories/rules";
import { AppError } from "@/lib/http/errors";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { getScheduleItem } from "./queries";
import type { TScheduleItemJson } from "./schemas";
import { dateFormatter } from "@/lib/i18n/format";

export type TScheduleFormData = { item: TScheduleItemJson | null; categories: TCategoryOption[]; today: string; yearEnd: string; weekdays: string[]; months: string[] };

/** The schedule form's data: the actor's categories, today, the school year's end, and (id) one of their own items or null when it is not theirs. */
export async function scheduleFormData(locale: string, id: number | null): Promise<TScheduleFormData> {
  const actor = await requireActor();
  const db = await getDb();
  const today = todayIn(safeTimeZone(actor.user.timezone), new Date());
  const year = schoolYearFor(today, { startOfSy: actor.user.startOfSy ?? null, endOfSy: actor.user.endOfSy ?? null });
  let item: TScheduleItemJson | null = null;
  if (id !== null) {
    try {
      const found = await getScheduleItem(db, actor, id);
      if (found.own) item = found;
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
  const weekday = dateFormatter(locale, { weekday: "long" });
  const month = dateFormatter(locale, { month: "long" });
  return {
    item,
    categories: await listCategoriesFor(db, actor),
    today,
    yearEnd: year.to,
    weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2026, 0, 5 + i)))),
    months: Array.from({ length: 12 }, (_, i) => month.format(new Date(Date.UTC(2026, i, 1)))),
  };
}

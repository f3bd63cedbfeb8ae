import type { TCategoryOption } from "@/lib/categories/rules";
import type { TLogSort, TLogsFilterInput } from "@/lib/logs/schemas";

/** A student or group of the calendar's owner, for the filter and the quick entry. */
export type TLogsClient = { id: number; name: string; type: "student" | "group"; count: number };

/** The filters the page holds (the free text included: it stays in memory, never in the URL). */
export type TLogsFilterState = {
  from: string;
  to: string;
  categoryId: number | null;
  clientId: number | null;
  status: "" | "planned" | "done" | "cancelled";
  q: string;
  sort: TLogSort;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
};

export type TLogsContext = {
  categories: TCategoryOption[];
  clients: TLogsClient[];
  timezone: string;
  /** The user whose logs are shown when not the actor, else null. */
  userId: number | null;
  /** False for a viewer who may not read names and notes (a secretary): no student filter, no quick entry. */
  confidential: boolean;
};

export function toFilterInput(f: TLogsFilterState, userId: number | null): TLogsFilterInput {
  return {
    from: f.from,
    to: f.to,
    categoryId: f.categoryId ?? undefined,
    clientId: f.clientId ?? undefined,
    status: f.status || undefined,
    q: f.q.trim() || undefined,
    sort: f.sort,
    dir: f.dir,
    page: f.page,
    pageSize: f.pageSize,
    userId: userId ?? undefined,
  };
}

/** A name masked to its initials while the confidentiality eye is closed ("Jordan Lee" → "J. L."). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w[0].toUpperCase()}.`)
    .join(" ");
}

import { z } from "zod";
import { ROLE_IDS } from "@/lib/auth/roles";
import { zText } from "@/lib/http/text";

export const USER_SORTS = ["name", "username", "email", "role", "expires", "created", "lastLogin"] as const;
export type TUserSort = (typeof USER_SORTS)[number];
export const EXPIRY_FILTERS = ["expired", "current", "soon"] as const;
export const EDITIONS = [0, 1, 2, 3, 4] as const;
export const USERS_PAGE_SIZES = [25, 50, 100] as const;

/** The filters of /app/users (query string): a wrong value falls back to "no filter" (a list never fails on a bad link). */
export const ZUserListFilter = z.object({
  q: zText({ max: 100 }).catch(""),
  role: z.coerce
    .number()
    .int()
    .refine((r) => ROLE_IDS.includes(r))
    .nullable()
    .catch(null),
  app: z.coerce
    .number()
    .int()
    .refine((a) => (EDITIONS as readonly number[]).includes(a))
    .nullable()
    .catch(null),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,8}$/)
    .transform((s) => s.toUpperCase())
    .nullable()
    .catch(null),
  active: z.enum(["yes", "no"]).nullable().catch(null),
  expiry: z.enum(EXPIRY_FILTERS).nullable().catch(null),
  sort: z.enum(USER_SORTS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .int()
    .refine((s) => (USERS_PAGE_SIZES as readonly number[]).includes(s))
    .catch(25),
});
export type TUserListFilter = z.output<typeof ZUserListFilter>;

/** Parses a query string record (first value of each key); empty strings are "no filter". */
export function parseUserListFilter(raw: Record<string, string | string[] | undefined>): TUserListFilter {
  const one = (k: string) => {
    const v = raw[k];
    const s = Array.isArray(v) ? v[0] : v;
    return s === "" ? null : s;
  };
  return ZUserListFilter.parse({
    q: one("q") ?? "",
    role: one("role"),
    app: one("app"),
    state: one("state"),
    active: one("active"),
    expiry: one("expiry"),
    sort: one("sort") ?? undefined,
    dir: one("dir") ?? undefined,
    page: one("page") ?? undefined,
    size: one("size") ?? undefined,
  });
}

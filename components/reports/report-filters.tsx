import { asc } from "drizzle-orm";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { states, type TUserRow } from "@/db/schema";
import { BILLING_PRODUCTS } from "@/db/schema/billing-products";
import { categoryName } from "@/lib/categories/labels";
import { categoryTranslator } from "@/lib/categories/labels-server";
import { listCategoriesFor } from "@/lib/categories/queries";
import { listAllGrades } from "@/lib/lessons/lookups";
import type { TReportT } from "@/lib/reports/format";
import type { TReportFilterKey, TReportFilters } from "@/lib/reports/types";

// The filters of docs/use-of-time.md that a report honours (grade, category, done only, study days
// only), as fields of the report page's GET form; and the report's own parameters kept as hidden fields.

const SELECT = "mt-1 rounded-md border border-slate-300 px-2 py-1.5";

export async function ReportFilterFields({
  keys,
  filters,
  user,
  locale,
  t,
}: {
  keys: readonly TReportFilterKey[];
  filters: TReportFilters;
  user: Pick<TUserRow, "id" | "roleId" | "leaid" | "ncessch">;
  locale: string;
  t: TReportT;
}) {
  if (keys.length === 0) return null;
  const db = await getDb();
  const [grades, categories, tc] = await Promise.all([
    keys.includes("grade") ? listAllGrades(db) : Promise.resolve([]),
    keys.includes("category") ? listCategoriesFor(db, { user }) : Promise.resolve([]),
    categoryTranslator(locale),
  ]);
  return (
    <>
      {keys.includes("grade") ? (
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.grade")}</span>
          <select name="grade" defaultValue={filters.grade == null ? "all" : String(filters.grade)} className={SELECT}>
            <option value="all">{t("filters.allGrades")}</option>
            {grades
              .filter((g) => g.id !== 13)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.code}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      {keys.includes("category") ? (
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.category")}</span>
          <select name="category" defaultValue={filters.categoryId == null ? "all" : String(filters.categoryId)} className={SELECT}>
            <option value="all">{t("filters.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {(c.parentId ? "— " : "") + categoryName(tc, { id: c.id, name: c.name, shared: c.scope === "asca" && c.parentId == null })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {keys.includes("done") ? (
        <label className="flex items-center gap-2 self-center text-sm">
          <input type="checkbox" name="done" value="1" defaultChecked={filters.doneOnly} />
          <span>{t("filters.doneOnly")}</span>
        </label>
      ) : null}
      {keys.includes("study") ? (
        <label className="flex items-center gap-2 self-center text-sm">
          <input type="checkbox" name="study" value="1" defaultChecked={filters.studyDaysOnly} />
          <span>{t("filters.studyDaysOnly")}</span>
        </label>
      ) : null}
    </>
  );
}

/** The report's own parameters the page offers as fields: the business reports' state and product. */
export const PARAM_FIELDS = ["state", "product"] as const;

export async function ParamFields({ params, extra, t }: { params: readonly string[]; extra: Readonly<Record<string, string>>; t: TReportT }) {
  if (!PARAM_FIELDS.some((k) => params.includes(k))) return null;
  const [stateRows, tp] = await Promise.all([
    params.includes("state") ? (await getDb()).select({ code: states.code, name: states.name }).from(states).orderBy(asc(states.name)) : Promise.resolve([]),
    getTranslations("billingAdmin.products"),
  ]);
  return (
    <>
      {params.includes("state") ? (
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.state")}</span>
          <select name="state" defaultValue={extra.state ?? ""} className={SELECT}>
            <option value="">{t("filters.allStates")}</option>
            {stateRows.map((st) => (
              <option key={st.code} value={st.code}>
                {st.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {params.includes("product") ? (
        <label className="flex flex-col text-sm">
          <span className="font-medium">{t("filters.product")}</span>
          <select name="product" defaultValue={extra.product ?? ""} className={SELECT}>
            <option value="">{t("filters.allProducts")}</option>
            {BILLING_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {tp(p)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  );
}

/** The report's own parameters (ctx.extra) that have no field of their own, kept when the filters change. */
export function ExtraHiddenFields({ extra }: { extra: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(extra)
        .filter(([k]) => !(PARAM_FIELDS as readonly string[]).includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
    </>
  );
}

"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { watchUnauthorized } from "@/components/shell/session-expired";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { useErrorText } from "@/components/ui/use-error-text";
import { exportLogsCsvAction, listLogsAction } from "@/lib/logs/actions";
import { splitMinutes } from "@/lib/logs/rules";
import type { TLogSort, TLogsPage } from "@/lib/logs/schemas";
import { ContactDialog } from "./contact-dialog";
import { downloadText } from "./download";
import { LogsFilters } from "./logs-filters";
import { LogsPageSize } from "./logs-page-size";
import { Pager } from "@/components/ui/data-table";
import { pageCount } from "@/lib/lists/params";
import { LogsTable } from "./logs-table";
import { toFilterInput, type TLogsContext, type TLogsFilterState } from "./types";

type TProps = { initialFilter: TLogsFilterState; initialPage: TLogsPage; context: TLogsContext };

// Columns whose first click sorts up (text); the others start with the largest or latest.
const TEXT_SORTS = new Set<TLogSort>(["title", "category", "client", "status"]);

/** /app/logs: filters, totals, the sortable paged table, CSV export and the quick contact entry. */
export function LogsView({ initialFilter, initialPage, context }: TProps) {
  const t = useTranslations("logs");
  const errorText = useErrorText();
  const [filter, setFilter] = useState(initialFilter);
  const [data, setData] = useState(initialPage);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, startLoading] = useTransition();
  // A refused export says why in a toast; the page stays as it is.
  const { pending: exporting, run: runExport } = useAction(exportLogsCsvAction, {
    fields: () => null,
    text: (e) => errorText(e, t("exportError")),
    refresh: false,
    onSuccess: (data) => downloadText(data.filename, data.csv, "text/csv;charset=utf-8"),
  });
  const [contactOpen, setContactOpen] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    (f: TLogsFilterState) => {
      const n = ++request.current;
      startLoading(async () => {
        const result = watchUnauthorized(await listLogsAction(toFilterInput(f, context.userId)));
        if (n !== request.current) return;
        if (result.ok) {
          setErrors({});
          setData(result.data);
          return;
        }
        const fields: Record<string, string> = {};
        for (const e of result.error) if (e.field) fields[e.field] ??= t.has(`filters.errors.${e.field}`) ? t(`filters.errors.${e.field}`) : e.message;
        setErrors(fields);
        if (Object.keys(fields).length === 0) toast.error(errorText(result.error[0], t("loadError")));
      });
    },
    [context.userId, errorText, t],
  );

  // Reload on every change of the filters (the server already rendered the first page); typing in
  // the search box waits for a pause.
  useEffect(() => {
    if (filter === initialFilter) return;
    const timer = setTimeout(() => load(filter), 250);
    return () => clearTimeout(timer);
    // `load` is left out on purpose: it changes with every render, the filter is what matters.
  }, [filter, initialFilter]);

  const change = (patch: Partial<TLogsFilterState>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const sortBy = (sort: TLogSort) => setFilter((f) => ({ ...f, page: 1, sort, dir: f.sort === sort ? (f.dir === "asc" ? "desc" : "asc") : TEXT_SORTS.has(sort) ? "asc" : "desc" }));

  const exportCsv = () => runExport(toFilterInput(filter, context.userId));

  const time = splitMinutes(data.totals.minutes);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {context.confidential ? <Button onClick={() => setContactOpen(true)}>{t("logContact")}</Button> : null}
        <Button variant="secondary" onClick={exportCsv} disabled={exporting || data.total === 0} aria-busy={exporting}>
          {t("exportCsv")}
        </Button>
      </div>
      <LogsFilters filter={filter} onChange={change} onReset={() => setFilter({ ...initialFilter })} context={context} errors={errors} />
      <div className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
        <dl className="flex flex-wrap gap-x-8 gap-y-2" aria-live="polite" data-testid="logs-totals">
          <div>
            <dt className="text-slate-600">{t("totals.activities")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{data.total}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("totals.time")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{t("totals.hoursMinutes", time)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("totals.students")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{data.totals.students}</dd>
          </div>
        </dl>
        {/* A dl holds only dt/dd groups (axe definition-list): the note follows it. */}
        <p className="text-xs text-slate-500">{t("totals.note")}</p>
      </div>
      <LogsTable rows={data.rows} sort={filter.sort} dir={filter.dir} onSort={sortBy} confidential={data.confidential} busy={loading} empty={t("empty")} />
      <Pager
        namespace="logs.pager"
        always
        page={filter.page}
        pages={pageCount(data.total, filter.pageSize)}
        href={() => "#"}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        extra={<LogsPageSize page={filter.page} pageSize={filter.pageSize} total={data.total} onPageSize={(pageSize) => change({ pageSize })} />}
      />
      {context.confidential ? <ContactDialog open={contactOpen} onOpenChange={setContactOpen} context={context} onSaved={() => load(filter)} /> : null}
    </div>
  );
}

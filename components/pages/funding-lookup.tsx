"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { isFundingLookupZip } from "@/lib/pages/rules";
import { SelectField, TextField } from "@/components/ui/form";

type TSchool = {
  NCESSCH: string;
  SCHNAM: string;
  city: string | null;
  state: string;
  allocation: string | null;
  school_district: string | null;
  school_district_id: string | null;
};

type TState = { kind: "idle" } | { kind: "loading" } | { kind: "error" } | { kind: "done"; zip: string; schools: TSchool[] };

const DEBOUNCE_MS = 300;

/** /funding: zip → school → its Title I allocation and school district. */
export function FundingLookup() {
  const t = useTranslations("pages.funding.lookup");
  const [zip, setZip] = useState("");
  const [state, setState] = useState<TState>({ kind: "idle" });
  const [school, setSchool] = useState("");

  useEffect(() => {
    setSchool("");
    // "Funding zip lookup fires only when the zip is non-empty and longer than 4 characters."
    if (!isFundingLookupZip(zip)) return setState({ kind: "idle" });
    const value = zip.trim();
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ kind: "loading" });
      try {
        const res = await fetch(`/home/fundingByZip/${encodeURIComponent(value)}`, { signal: controller.signal });
        if (res.status === 422) return setState({ kind: "done", zip: value, schools: [] });
        if (!res.ok) return setState({ kind: "error" });
        const json = (await res.json()) as { data: TSchool[] };
        setState({ kind: "done", zip: value, schools: json.data });
        if (json.data.length === 1) setSchool(json.data[0].NCESSCH);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "AbortError")) setState({ kind: "error" });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [zip]);

  const schools = state.kind === "done" ? state.schools : [];
  const chosen = schools.find((s) => s.NCESSCH === school);
  const status =
    state.kind === "loading"
      ? t("loading")
      : state.kind === "error"
        ? t("error")
        : state.kind === "done"
          ? schools.length
            ? t("found", { count: schools.length, zip: state.zip })
            : t("none", { zip: state.zip })
          : t("hint");

  return (
    <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <TextField id="funding-zip" label={t("zip")} inputMode="numeric" autoComplete="postal-code" maxLength={10} value={zip} onChange={(e) => setZip(e.target.value)} className="max-w-xs" />
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {status}
      </p>
      {schools.length ? (
        <SelectField
          id="funding-school"
          label={t("school")}
          placeholder={t("schoolChoose")}
          options={schools.map((s) => ({ value: s.NCESSCH, label: s.city ? `${s.SCHNAM} (${s.city})` : s.SCHNAM }))}
          value={school}
          onChange={(e) => setSchool(e.target.value)}
        />
      ) : null}
      {chosen ? (
        <section aria-labelledby="funding-result" className="rounded-md border border-brand-100 bg-brand-50 p-4">
          <h3 id="funding-result" className="text-lg font-semibold text-slate-900">
            {chosen.SCHNAM}
          </h3>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{t("allocation")}</dt>
              <dd className="text-2xl font-bold text-brand-800">{chosen.allocation ?? t("allocationUnknown")}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("district")}</dt>
              <dd className="font-semibold text-slate-900">{chosen.school_district ?? t("districtUnknown")}</dd>
              {chosen.school_district_id ? <dd className="text-sm text-slate-600">{t("leaid", { id: chosen.school_district_id })}</dd> : null}
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-700">{chosen.allocation ? t("allocationNote") : t("allocationMissingNote")}</p>
        </section>
      ) : null}
    </div>
  );
}

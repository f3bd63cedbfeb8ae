"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { isValidEmail, shouldLookUpUniversityName, shouldLookUpZip } from "@/lib/signup/rules";
import { callApi } from "./api";
import { SelectField, TextField } from "@/components/ui/form";

export type TUniversityOption = { IPEDSID: number; name: string; state: string; domain: string };
export type TUniversityChoice = { IPEDSID: number | null; school_name: string };

type TProps = { idPrefix: string; email: string; value: TUniversityChoice; onChange: (value: TUniversityChoice) => void; error?: string };

function merge(a: TUniversityOption[], b: TUniversityOption[]): TUniversityOption[] {
  const seen = new Set(a.map((u) => u.IPEDSID));
  return [...a, ...b.filter((u) => !seen.has(u.IPEDSID))];
}

/**
 * The university of a university user: found from the email's domain, or looked up by name
 * ("runs when the name is longer than 4 characters") or by zip code.
 */
export function UniversityPicker({ idPrefix, email, value, onChange, error }: TProps) {
  const t = useTranslations("signup.form");
  const [options, setOptions] = useState<TUniversityOption[]>([]);
  const [name, setName] = useState("");
  const [zip, setZip] = useState("");

  // By the email's domain, once per email.
  useEffect(() => {
    if (!isValidEmail(email)) return;
    let live = true;
    void callApi<{ universities: TUniversityOption[] }>(`/home/getSchoolsUByEmail?email=${encodeURIComponent(email)}`).then((res) => {
      if (!live || !res.ok) return;
      const found = res.data.universities;
      setOptions((prev) => merge(found, prev));
      if (found[0]) onChange({ IPEDSID: found[0].IPEDSID, school_name: found[0].name });
    });
    return () => {
      live = false;
    };
    // Only a new email looks up again (onChange is a fresh function on every render).
  }, [email]);

  useEffect(() => {
    if (!shouldLookUpUniversityName(name)) return;
    let live = true;
    const timer = setTimeout(async () => {
      const res = await callApi<{ data: TUniversityOption[] }>("/home/getWebsiteByUniversityName", { school_name: name.trim() });
      if (live && res.ok) setOptions((prev) => merge(res.data.data, prev));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name]);

  useEffect(() => {
    if (!shouldLookUpZip(zip)) return;
    let live = true;
    const timer = setTimeout(async () => {
      const res = await callApi<{ data: TUniversityOption[] }>(`/home/searchByUniversityZip/${encodeURIComponent(zip.trim())}`);
      if (live && res.ok) setOptions((prev) => merge(res.data.data, prev));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [zip]);

  const choose = (id: string) => {
    const u = options.find((o) => String(o.IPEDSID) === id);
    onChange(u ? { IPEDSID: u.IPEDSID, school_name: u.name } : { IPEDSID: null, school_name: "" });
  };

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("universityLegend")}</legend>
      <SelectField id={`${idPrefix}-university`} label={t("university")} error={error} value={value.IPEDSID ?? ""} onChange={(e) => choose(e.target.value)}>
        <option value="">{options.length ? t("universityChoose") : t("universityNone")}</option>
        {options.map((u) => (
          <option key={u.IPEDSID} value={u.IPEDSID}>
            {u.name} ({u.state})
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${idPrefix}-university-name`} label={t("universitySearch")} hint={t("universitySearchHint")} maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField id={`${idPrefix}-university-zip`} label={t("universityZip")} inputMode="numeric" maxLength={10} value={zip} onChange={(e) => setZip(e.target.value)} />
      </div>
    </fieldset>
  );
}

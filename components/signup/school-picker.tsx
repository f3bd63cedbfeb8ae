"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { shouldLookUpZip, zipHintKey } from "@/lib/signup/rules";
import { callApi } from "./api";
import { SelectField, TextField } from "@/components/ui/form";

export type TSchoolOption = { NCESSCH: string; SCHNAM: string; LEAID: string | null; school_district: string | null };
export type TSchoolChoice = { zipcode: string; NCESSCH: string; school_name: string; district: string; districtId: string };

type TProps = {
  idPrefix: string;
  roleId: number;
  value: TSchoolChoice;
  onChange: (value: TSchoolChoice) => void;
  fromQuote: boolean;
  errors: { zipcode?: string; NCESSCH?: string };
};

const NOT_LISTED = "1";

/**
 * Zip code, then the school of that zip and its district. "Zip lookup starts only when the zip is
 * longer than 4 characters"; the hint depends on the role.
 */
export function SchoolPicker({ idPrefix, roleId, value, onChange, fromQuote, errors }: TProps) {
  const t = useTranslations("signup.form");
  const [schools, setSchools] = useState<TSchoolOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  // The assign-school confirmation dialog: a school picked from the list is assigned only once confirmed.
  const [pending, setPending] = useState<TSchoolOption | null>(null);
  const ta = useTranslations("assignSchool");
  const zip = value.zipcode;

  useEffect(() => {
    if (!shouldLookUpZip(zip)) {
      setSchools(null);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      const res = await callApi<{ data: TSchoolOption[] }>(`/home/searchByZip/${encodeURIComponent(zip.trim())}${fromQuote ? "?fromQuote=1" : ""}`);
      if (!live) return;
      setLoading(false);
      setSchools(res.ok ? res.data.data : []);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [zip, fromQuote]);

  const assign = (school: TSchoolOption | undefined) =>
    onChange({
      ...value,
      NCESSCH: school ? school.NCESSCH : NOT_LISTED,
      school_name: school ? school.SCHNAM : "",
      district: school?.school_district ?? "",
      districtId: school?.LEAID ?? "",
    });

  const choose = (ncessch: string) => {
    const school = schools?.find((s) => s.NCESSCH === ncessch);
    if (school) setPending(school);
    else assign(undefined);
  };

  return (
    <div className="space-y-3">
      <TextField
        id={`${idPrefix}-zip`}
        label={t("zip")}
        hint={t(zipHintKey(roleId))}
        error={errors.zipcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={zip}
        onChange={(e) => onChange({ ...value, zipcode: e.target.value, NCESSCH: NOT_LISTED, school_name: "", district: "", districtId: "" })}
      />
      {loading ? (
        <p className="text-xs text-slate-500" role="status">
          {t("searching")}
        </p>
      ) : null}
      {schools && schools.length > 0 ? (
        <SelectField id={`${idPrefix}-school`} label={t("school")} error={errors.NCESSCH} value={value.NCESSCH} onChange={(e) => choose(e.target.value)}>
          <option value={NOT_LISTED}>{t("schoolNotListed")}</option>
          {schools.map((s) => (
            <option key={s.NCESSCH} value={s.NCESSCH}>
              {s.SCHNAM}
            </option>
          ))}
        </SelectField>
      ) : null}
      {schools && schools.length === 0 ? <p className="text-xs text-slate-600">{t("noSchools")}</p> : null}
      {schools && value.NCESSCH === NOT_LISTED ? (
        <TextField id={`${idPrefix}-school-name`} label={t("schoolName")} maxLength={200} value={value.school_name} onChange={(e) => onChange({ ...value, school_name: e.target.value })} />
      ) : null}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={ta("title")}
        description={pending ? ta("body", { school: pending.SCHNAM, district: pending.school_district ?? ta("noDistrict") }) : undefined}
        closeLabel={ta("close")}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setPending(null)}>
            {ta("cancel")}
          </Button>
          <Button
            onClick={() => {
              assign(pending ?? undefined);
              setPending(null);
            }}
          >
            {ta("confirm")}
          </Button>
        </div>
      </Dialog>
      {value.district ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t("district")}:</span> {value.district} <span className="text-slate-500">({t("districtId", { id: value.districtId })})</span>
        </p>
      ) : null}
    </div>
  );
}

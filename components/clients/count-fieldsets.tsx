"use client";

import { useTranslations } from "next-intl";
import { NumberInput } from "@/components/ui/form";
import { applyMinMax } from "@/lib/forms/number-rule";
import type { TClientCountField, TClientCounts } from "@/db/schema/calendar";
import { clientCount } from "@/lib/clients/rules";
import { RACE_CODES, type TRaceCode } from "@/lib/clients/schemas";
import { PROGRAM_FIELDS, raceFields, SUPPORT_FIELDS, type TGender } from "./student-profile";
import { TableHead } from "@/components/ui/table-head";

const fieldsetClass = "space-y-3 rounded-md border border-slate-200 bg-white p-4";
const legendClass = "px-1 text-sm font-semibold text-slate-900";
const numberClass =
  "block w-24 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-right text-sm tabular-nums text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-100 read-only:text-slate-600";

type TGroupProps = { counts: TClientCounts; locked: boolean; onChange: (field: TClientCountField, value: number) => void; errorFor: (field: string) => string | null };

function CountInput({ field, label, counts, locked, onChange, errorFor }: TGroupProps & { field: TClientCountField; label: string }) {
  const id = `count-${field}`;
  const error = errorFor(field);
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <div>
        <NumberInput
          id={id}
          name={field}
          emptyAllowed={false}
          min={0}
          step={1}
          className={numberClass}
          value={counts[field]}
          readOnly={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onValueChange={(n) => onChange(field, applyMinMax(n, { min: 0, integer: true }))}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A group's counts, in labelled fieldsets; read-only while students are assigned (they compute them). */
export function GroupCounts(props: TGroupProps) {
  const t = useTranslations("clients.fields");
  const { counts } = props;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("genderLegend")}</legend>
        <CountInput {...props} field="male" label={t("male.label")} />
        <CountInput {...props} field="female" label={t("female.label")} />
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <span className="text-sm font-medium text-slate-900" id="count-total-label">
            {t("count")}
          </span>
          <output aria-labelledby="count-total-label" className="w-24 pr-2 text-right text-sm font-semibold tabular-nums" data-testid="count-total">
            {clientCount(counts)}
          </output>
        </div>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("programsLegend")}</legend>
        {PROGRAM_FIELDS.map((f) => (
          <CountInput key={f} {...props} field={f} label={t(`${f}.label`)} />
        ))}
      </fieldset>
      <fieldset className={`${fieldsetClass} md:col-span-2`}>
        <legend className={legendClass}>{t("raceLegend")}</legend>
        <table className="w-full text-sm">
          <TableHead
            rowClassName="text-left text-slate-600"
            cellClassName="w-28 py-1 text-right font-medium"
            columns={[{ label: t("raceColumn"), className: "py-1 font-medium" }, t("male.label"), t("female.label")]}
          />
          <tbody>
            {RACE_CODES.map((r) => {
              const f = raceFields(r);
              return (
                <tr key={r}>
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                    {t(`race.${r}.label`)} <span className="text-xs text-slate-500">({r})</span>
                  </th>
                  {(["male", "female"] as const).map((g) => (
                    <td key={g} className="py-1">
                      <div className="flex justify-end">
                        <NumberInput
                          emptyAllowed={false}
                          min={0}
                          step={1}
                          name={f[g]}
                          aria-label={`${t(`race.${r}.label`)}, ${t(`${g}.label`)}`}
                          className={numberClass}
                          value={counts[f[g]]}
                          readOnly={props.locked}
                          onValueChange={(n) => props.onChange(f[g], applyMinMax(n, { min: 0, integer: true }))}
                        />
                      </div>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("supportsLegend")}</legend>
        {SUPPORT_FIELDS.map((f) => (
          <CountInput key={f} {...props} field={f} label={t(`${f}.label`)} />
        ))}
      </fieldset>
    </div>
  );
}

type TStudentProps = {
  counts: TClientCounts;
  gender: TGender;
  race: TRaceCode | null;
  onGender: (g: TGender) => void;
  onRace: (r: TRaceCode | null) => void;
  onFlag: (field: TClientCountField, on: boolean) => void;
};

/** One student's demographics: a gender, a race (recorded under the gender) and yes/no flags. */
export function StudentCounts({ counts, gender, race, onGender, onRace, onFlag }: TStudentProps) {
  const t = useTranslations("clients.fields");
  const radio = "h-4 w-4";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("genderLegend")}</legend>
        {(["male", "female", null] as const).map((g) => (
          <label key={g ?? "none"} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="gender" className={radio} checked={gender === g} onChange={() => onGender(g)} value={g ?? ""} />
            {g ? t(g === "male" ? "studentMale" : "studentFemale") : t("notRecorded")}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldsetClass} aria-describedby={gender ? undefined : "race-hint"}>
        <legend className={legendClass}>{t("raceLegendStudent")}</legend>
        {!gender ? (
          <p id="race-hint" className="text-xs text-slate-500">
            {t("raceNeedsGender")}
          </p>
        ) : null}
        {[...RACE_CODES, null].map((r) => (
          <label key={r ?? "none"} className={`flex items-center gap-2 text-sm ${gender ? "text-slate-700" : "text-slate-400"}`}>
            <input type="radio" name="race" className={radio} disabled={!gender} checked={race === r} onChange={() => onRace(r)} value={r ?? ""} />
            {r ? (
              <>
                {t(`race.${r}.label`)} <span className="text-xs text-slate-500">({r})</span>
              </>
            ) : (
              t("notRecorded")
            )}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("programsLegend")}</legend>
        {PROGRAM_FIELDS.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={f} className={radio} checked={counts[f] > 0} onChange={(e) => onFlag(f, e.target.checked)} />
            {t(`${f}.label`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("supportsLegend")}</legend>
        {SUPPORT_FIELDS.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={f} className={radio} checked={counts[f] > 0} onChange={(e) => onFlag(f, e.target.checked)} />
            {t(`${f}.label`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

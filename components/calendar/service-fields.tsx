"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/form/field";
import { MaxLengthInput } from "@/components/ui/form/max-length";
import { EVENT_DOMAINS, REFERRAL_STATUSES, type TEventDomain, type TReferralDirection, type TReferralStatus } from "@/lib/calendar/constants";
import { referralAgenciesAction } from "@/lib/calendar/agency-actions";
import type { TCategoryOption } from "@/lib/categories/rules";
import { REFERRAL_CATEGORY_IDS } from "@/lib/reports/services-rules";
import type { TEventJson, TEventPayload } from "./types";

// The services fields of an event, shared by the calendar's event form and
// the contact log: the MTSS tier (or auto), the ASCA domain (or unspecified) and, for the
// Referrals category or when opened, the referral: direction, agency, source, reason, follow-up.

export type TServiceValues = {
  tier: "" | "1" | "2" | "3";
  domain: "" | TEventDomain;
  referral_direction: "" | TReferralDirection;
  referral_company_id: string;
  referral_source: string;
  referral_reason: string;
  referral_status: "" | TReferralStatus;
  referral_follow_up_date: string;
};

export const EMPTY_SERVICES: TServiceValues = {
  tier: "",
  domain: "",
  referral_direction: "",
  referral_company_id: "",
  referral_source: "",
  referral_reason: "",
  referral_status: "",
  referral_follow_up_date: "",
};

/** The form values of a stored event's services fields. */
export function serviceValuesOf(e: TEventJson | null): TServiceValues {
  if (!e) return EMPTY_SERVICES;
  return {
    tier: e.tier ? (String(e.tier) as TServiceValues["tier"]) : "",
    domain: e.domain ?? "",
    referral_direction: e.referral_direction ?? "",
    referral_company_id: e.referral_company_id ? String(e.referral_company_id) : "",
    referral_source: e.referral_source ?? "",
    referral_reason: e.referral_reason ?? "",
    referral_status: e.referral_status ?? "",
    referral_follow_up_date: e.referral_follow_up_date ?? "",
  };
}

/** The API fields of the values; without a direction the referral's details are cleared (the server refuses them alone). */
export function servicePayload(
  v: TServiceValues,
): Pick<TEventPayload, "tier" | "domain" | "referral_direction" | "referral_company_id" | "referral_source" | "referral_reason" | "referral_status" | "referral_follow_up_date"> {
  const referral = v.referral_direction !== "";
  return {
    tier: v.tier ? (Number(v.tier) as 1 | 2 | 3) : null,
    domain: v.domain || null,
    referral_direction: v.referral_direction || null,
    referral_company_id: referral && v.referral_direction === "out" && v.referral_company_id ? Number(v.referral_company_id) : null,
    referral_source: referral && v.referral_direction === "in" ? v.referral_source.trim() : "",
    referral_reason: referral ? v.referral_reason.trim() : "",
    referral_status: referral ? v.referral_status || null : null,
    referral_follow_up_date: referral ? v.referral_follow_up_date || null : null,
  };
}

/** Whether a category is Referrals (4th edition 6, 3rd edition 110) or one of their sub-categories. */
export function isReferralCategory(categoryId: number | null, categories: readonly TCategoryOption[]): boolean {
  if (categoryId === null) return false;
  if ((REFERRAL_CATEGORY_IDS as readonly number[]).includes(categoryId)) return true;
  const c = categories.find((x) => x.id === categoryId);
  return !!c && c.parentId !== null && (REFERRAL_CATEGORY_IDS as readonly number[]).includes(c.parentId);
}

type TProps = {
  idPrefix: string;
  value: TServiceValues;
  onChange: (patch: Partial<TServiceValues>) => void;
  /** The category chosen: Referrals opens the referral section. */
  referralCategory: boolean;
  /** Whose partners the agency list shows: the event's owner (edit) or a managed user (create); none = the actor. */
  owner: { eventId?: number | null; userId?: number | null };
  errors?: Partial<Record<keyof TServiceValues, string | undefined>>;
};

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ServiceFields({ idPrefix, value: v, onChange, referralCategory, owner, errors = {} }: TProps) {
  const t = useTranslations("calendar.services");
  const [opened, setOpened] = useState(false);
  const [agencies, setAgencies] = useState<{ id: number; name: string }[] | null>(null);
  const showReferral = referralCategory || opened || v.referral_direction !== "";
  const aria = (k: keyof TServiceValues, id: string) => ({ "aria-invalid": errors[k] ? true : undefined, "aria-describedby": errors[k] ? `${id}-error` : undefined });

  useEffect(() => {
    if (!showReferral || agencies !== null) return;
    let live = true;
    void referralAgenciesAction({ eventId: owner.eventId ?? null, userId: owner.userId ?? null }).then((r) => {
      if (live) setAgencies(r.ok ? r.data : []);
    });
    return () => {
      live = false;
    };
  }, [showReferral, agencies, owner.eventId, owner.userId]);

  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2" data-testid="service-fields">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("legend")}</legend>
      <Field id={`${idPrefix}-tier`} label={t("tier")} error={errors.tier}>
        <select id={`${idPrefix}-tier`} className={inputClass} value={v.tier} onChange={(e) => onChange({ tier: e.target.value as TServiceValues["tier"] })} {...aria("tier", `${idPrefix}-tier`)}>
          <option value="">{t("tierAuto")}</option>
          {(["1", "2", "3"] as const).map((k) => (
            <option key={k} value={k}>
              {t(`tier${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${idPrefix}-domain`} label={t("domain")} error={errors.domain}>
        <select
          id={`${idPrefix}-domain`}
          className={inputClass}
          value={v.domain}
          onChange={(e) => onChange({ domain: e.target.value as TServiceValues["domain"] })}
          {...aria("domain", `${idPrefix}-domain`)}
        >
          <option value="">{t("domainUnspecified")}</option>
          {EVENT_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {t(`domains.${d}`)}
            </option>
          ))}
        </select>
      </Field>
      {!showReferral ? (
        <div className="sm:col-span-2">
          <button type="button" className="text-sm text-brand-700 underline" onClick={() => setOpened(true)} aria-expanded={false}>
            {t("openReferral")}
          </button>
        </div>
      ) : (
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2" role="group" aria-label={t("referral")}>
          <p className="text-sm font-medium text-slate-700 sm:col-span-2">{t("referral")}</p>
          <Field id={`${idPrefix}-direction`} label={t("direction")} error={errors.referral_direction}>
            <select
              id={`${idPrefix}-direction`}
              className={inputClass}
              value={v.referral_direction}
              onChange={(e) => onChange({ referral_direction: e.target.value as TServiceValues["referral_direction"] })}
              {...aria("referral_direction", `${idPrefix}-direction`)}
            >
              <option value="">{t("notReferral")}</option>
              <option value="out">{t("directions.out")}</option>
              <option value="in">{t("directions.in")}</option>
            </select>
          </Field>
          {v.referral_direction === "out" ? (
            <Field id={`${idPrefix}-agency`} label={t("agency")} error={errors.referral_company_id}>
              <select
                id={`${idPrefix}-agency`}
                className={inputClass}
                value={v.referral_company_id}
                onChange={(e) => onChange({ referral_company_id: e.target.value })}
                {...aria("referral_company_id", `${idPrefix}-agency`)}
              >
                <option value="">{agencies === null ? t("loading") : agencies.length === 0 ? t("noAgencies") : t("noAgency")}</option>
                {v.referral_company_id && agencies !== null && !agencies.some((a) => String(a.id) === v.referral_company_id) ? (
                  <option value={v.referral_company_id}>{t("agencyUnavailable")}</option>
                ) : null}
                {(agencies ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {v.referral_direction === "in" ? (
            <Field id={`${idPrefix}-source`} label={t("source")} error={errors.referral_source}>
              <MaxLengthInput
                id={`${idPrefix}-source`}
                className={inputClass}
                maxLength={200}
                value={v.referral_source}
                placeholder={t("sourcePlaceholder")}
                onChange={(e) => onChange({ referral_source: e.target.value })}
                {...aria("referral_source", `${idPrefix}-source`)}
              />
            </Field>
          ) : null}
          {v.referral_direction !== "" ? (
            <>
              <Field id={`${idPrefix}-reason`} label={t("reason")} error={errors.referral_reason}>
                <MaxLengthInput
                  id={`${idPrefix}-reason`}
                  className={inputClass}
                  maxLength={200}
                  value={v.referral_reason}
                  placeholder={t("reasonPlaceholder")}
                  onChange={(e) => onChange({ referral_reason: e.target.value })}
                  {...aria("referral_reason", `${idPrefix}-reason`)}
                />
              </Field>
              <Field id={`${idPrefix}-rstatus`} label={t("status")} error={errors.referral_status}>
                <select
                  id={`${idPrefix}-rstatus`}
                  className={inputClass}
                  value={v.referral_status}
                  onChange={(e) => onChange({ referral_status: e.target.value as TServiceValues["referral_status"] })}
                  {...aria("referral_status", `${idPrefix}-rstatus`)}
                >
                  <option value="">{t("noStatus")}</option>
                  {REFERRAL_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`${idPrefix}-followup`} label={t("followUpDate")} error={errors.referral_follow_up_date}>
                <input
                  id={`${idPrefix}-followup`}
                  type="date"
                  className={inputClass}
                  value={v.referral_follow_up_date}
                  onChange={(e) => onChange({ referral_follow_up_date: e.target.value })}
                  {...aria("referral_follow_up_date", `${idPrefix}-followup`)}
                />
              </Field>
            </>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TErrorEntry } from "@/lib/http/errors";
import { checkEduRole, isUniversityUser, isValidEmail, normaliseEmail, showsInputs, SIGNUP_ROLES } from "@/lib/signup/rules";
import { ZSignup, type TDialogType } from "@/lib/signup/schemas";
import type { TSignupTag } from "@/lib/signup/dialogs";
import { callApi } from "./api";
import { CouponField } from "./coupon-field";
import { EduMessage } from "./edu-message";
import { FormAlert, SelectField, TextField } from "@/components/ui/form";
import { SchoolPicker, type TSchoolChoice } from "./school-picker";
import { UniversityPicker, type TUniversityChoice } from "./university-picker";
import { useSignupErrorText } from "./use-signup-error";

export type TRegistered = { user: { id: number; username: string; email: string; role_id: number }; message: string; redirect: string | null; signedIn?: boolean };

type TProps = {
  idPrefix: string;
  endpoint: "/api/v1/register" | "/api/v1/register/quote";
  dialogType: TDialogType;
  submitLabel: string;
  tag?: TSignupTag;
  couponCode?: string;
  showCouponField?: boolean;
  confId?: string;
  promoName?: string;
  partnerHost?: string;
  onRegistered: (result: TRegistered) => void;
  /** The email has an account: the 406 of /register (with its first error) or isNewUser 0 of /register/quote. */
  /** An account with this email exists: with the login notice of a 406 answer's first error, else null. */
  onExists: (email: string, loginNotice: string | null) => void;
};

type TCheck = "idle" | "checking" | "new" | "exists";
type TFieldErrors = Partial<Record<"role_id" | "email" | "confirmEmail" | "first_name" | "last_name" | "zipcode" | "NCESSCH" | "IPEDSID" | "couponCode", string>>;

const EMPTY_SCHOOL: TSchoolChoice = { zipcode: "", NCESSCH: "1", school_name: "", district: "", districtId: "" };

/**
 * The sign-up form of the registration dialog and the quote panel: the
 * role reveals the email; the email is checked (an existing account is submitted at once); then
 * the other inputs. The rules run here and again on the server with the same schema.
 */
export function SignupForm(props: TProps) {
  const t = useTranslations("signup.form");
  const errorText = useSignupErrorText();
  const signupErrors = useTranslations("signup.errors");
  const [roleId, setRoleId] = useState(0);
  const [edu, setEdu] = useState<21 | 22 | null>(null);
  const [email, setEmail] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [country, setCountry] = useState("US");
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([]);
  const [school, setSchool] = useState<TSchoolChoice>(EMPTY_SCHOOL);
  const [university, setUniversity] = useState<TUniversityChoice>({ IPEDSID: null, school_name: "" });
  const [couponCode, setCouponCode] = useState(props.couponCode ?? "");
  const [check, setCheck] = useState<TCheck>("idle");
  const [checkedEmail, setCheckedEmail] = useState("");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = (name: string) => `${props.idPrefix}-${name}`;

  const inputsShown = showsInputs(roleId);
  const detailsShown = inputsShown && check === "new";
  const universityUser = isUniversityUser(roleId, email);

  useEffect(() => {
    if (!detailsShown || countries.length) return;
    void callApi<{ countryList: { code: string; name: string }[] }>("/home/loadCountryList").then((res) => res.ok && setCountries(res.data.countryList));
  }, [detailsShown, countries.length]);

  /** The .edu rule: a non-.edu email resets role 21 or 22 to 0, with the message. */
  const applyEduRule = (role: number, mail: string): boolean => {
    const result = checkEduRole(role, mail);
    if (!result.message) return true;
    setEdu(role as 21 | 22);
    setRoleId(0);
    return false;
  };

  const payload = (base: { role_id: number; email: string }) => ({
    ...base,
    dialogType: props.dialogType,
    ...(props.tag ? { tag: props.tag } : {}),
    ...(couponCode.trim() ? { couponCode: couponCode.trim() } : {}),
    ...(props.confId ? { conf_id: props.confId } : {}),
    ...(props.promoName ? { promoName: props.promoName } : {}),
    ...(props.partnerHost ? { partnerHost: props.partnerHost } : {}),
  });

  const submit = async (body: Record<string, unknown>, mail: string) => {
    setPending(true);
    setFormError(null);
    const res = await callApi<{ data: { message: string; user: TRegistered["user"] | null; isNewUser?: 0 | 1; signedIn?: 0 | 1; respondData?: { redirect: string | null } } }>(props.endpoint, body);
    setPending(false);
    if (res.ok) {
      const data = res.data.data;
      if (data.isNewUser === 0 || !data.user) return props.onExists(mail, null);
      return props.onRegistered({ user: data.user, message: data.message, redirect: data.respondData?.redirect ?? null, signedIn: data.signedIn === 1 });
    }
    // "A 406 response closes the dialog and opens login prefilled with the first error code."
    if (res.status === 406) {
      const first = res.error[0];
      return props.onExists(mail, first ? errorText(first, signupErrors("user_exists")) : null);
    }
    showServerErrors(res.error);
  };

  const showServerErrors = (entries: TErrorEntry[]) => {
    const next: TFieldErrors = {};
    let general: string | null = null;
    for (const entry of entries) {
      const field = entry.field as keyof TFieldErrors | undefined;
      if (field === "role_id" && entry.message.includes(".edu")) {
        applyEduRule(roleId, email);
        continue;
      }
      if (field && !(field in next)) next[field] = errorText(entry, t("invalid"));
      else general ??= errorText(entry, t("failed"));
    }
    setErrors(next);
    setFormError(general);
  };

  /** "Entering an email triggers a check. If an account exists, the sign-up is submitted automatically." */
  const onEmailDone = async () => {
    const mail = normaliseEmail(email);
    setEmail(mail);
    if (!isValidEmail(mail)) {
      if (mail) setErrors((e) => ({ ...e, email: t("errors.email") }));
      return;
    }
    setErrors((e) => ({ ...e, email: undefined }));
    if (!applyEduRule(roleId, mail) || mail === checkedEmail) return;
    setCheck("checking");
    const res = await callApi<{ showInputs: 0 | 1 }>("/api/v1/quote/checkUserByEmail", { email: mail, dialogType: props.dialogType });
    setCheckedEmail(mail);
    if (res.ok && res.data.showInputs === 0) {
      setCheck("exists");
      await submit(payload({ role_id: roleId, email: mail }), mail);
      return;
    }
    // A failed check shows the inputs: the server answers for an existing account anyway.
    setCheck("new");
  };

  const onRole = (value: number) => {
    setEdu(null);
    setRoleId(value);
    if (value > 0) applyEduRule(value, email);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...payload({ role_id: roleId, email: normaliseEmail(email) }),
      confirmEmail: normaliseEmail(confirmEmail),
      first_name: firstName,
      last_name: lastName,
      country,
      zipcode: universityUser ? "" : school.zipcode.trim(),
      NCESSCH: universityUser ? "1" : school.NCESSCH,
      school_name: universityUser ? university.school_name : school.school_name,
      ...(universityUser && university.IPEDSID ? { IPEDSID: university.IPEDSID } : {}),
    };
    const parsed = ZSignup.safeParse(body);
    if (!parsed.success) {
      const next: TFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof TFieldErrors;
        if (field === "role_id" && issue.message.includes(".edu")) {
          applyEduRule(roleId, email);
          continue;
        }
        next[field] ??= clientMessage(field, body);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await submit(body, body.email);
  };

  const clientMessage = (field: keyof TFieldErrors, body: { first_name: string; last_name: string }): string => {
    if (field === "first_name" || field === "last_name") return /\d/.test(body[field]) ? t("errors.nameDigits") : t(`errors.${field}`);
    return t(`errors.${field}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      <SelectField id={id("role")} label={t("role")} error={errors.role_id} value={roleId} onChange={(e) => onRole(Number(e.target.value))}>
        <option value={0}>{t("roleChoose")}</option>
        {SIGNUP_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      {edu ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <EduMessage roleId={edu} />
        </p>
      ) : null}
      {inputsShown ? (
        <>
          <TextField
            id={id("email")}
            type="email"
            label={t("email")}
            autoComplete="email"
            maxLength={254}
            error={errors.email}
            hint={check === "idle" ? t("emailFirst") : undefined}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => void onEmailDone()}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void onEmailDone();
              }
            }}
          />
          {check === "checking" || (check === "exists" && pending) ? (
            <p role="status" className="text-xs text-slate-500">
              {t("checking")}
            </p>
          ) : null}
        </>
      ) : null}
      {detailsShown ? (
        <>
          <TextField
            id={id("confirm-email")}
            type="email"
            label={t("confirmEmail")}
            autoComplete="email"
            maxLength={254}
            error={errors.confirmEmail}
            value={confirmEmail}
            onChange={(e) => setConfirmEmail(e.target.value)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id={id("first-name")}
              label={t("firstName")}
              autoComplete="given-name"
              maxLength={100}
              error={errors.first_name}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField id={id("last-name")} label={t("lastName")} autoComplete="family-name" maxLength={100} error={errors.last_name} value={lastName} onChange={(e) => setLastName(e.target.value)} />
          </div>
          {universityUser ? (
            <UniversityPicker idPrefix={props.idPrefix} email={email} value={university} onChange={setUniversity} error={errors.IPEDSID} />
          ) : (
            <>
              <SelectField id={id("country")} label={t("country")} value={country} onChange={(e) => setCountry(e.target.value)}>
                {(countries.length ? countries : [{ code: "US", name: t("unitedStates") }]).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              {country === "US" ? (
                <SchoolPicker
                  idPrefix={props.idPrefix}
                  roleId={roleId}
                  value={school}
                  onChange={setSchool}
                  fromQuote={props.endpoint !== "/api/v1/register"}
                  errors={{ zipcode: errors.zipcode, NCESSCH: errors.NCESSCH }}
                />
              ) : (
                <TextField id={id("school-name")} label={t("schoolName")} maxLength={200} value={school.school_name} onChange={(e) => setSchool({ ...school, school_name: e.target.value })} />
              )}
            </>
          )}
          {props.showCouponField ? <CouponField id={id("coupon")} value={couponCode} onChange={setCouponCode} error={errors.couponCode} /> : null}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t("sending") : props.submitLabel}
          </Button>
        </>
      ) : null}
    </form>
  );
}

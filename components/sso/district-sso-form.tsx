"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CheckboxField, Form, TextAreaField, TextField } from "@/components/ui/form";
import { useAction } from "@/components/ui/use-action";
import type { TSsoKind } from "@/db/schema/sso";
import type { TDistrictSsoView } from "@/lib/sso/schemas";
import { saveDistrictSsoAction } from "@/lib/sso/settings-actions";

/**
 * One provider of a district (Google, Microsoft Entra ID or OpenID Connect): its button label, client
 * id, the write-only client secret ("set" or "not set", never shown back), the kind's own field
 * (issuer, tenant id or hosted domain), the e-mail domains it vouches for and whether it is on.
 */
export function DistrictSsoForm({ kind, leaid, sendLeaid, current }: { kind: TSsoKind; leaid: string; sendLeaid: boolean; current: TDistrictSsoView | null }) {
  const t = useTranslations("sso.settings");
  const { error, pending, submit } = useAction(null, { namespace: "sso.settings", focus: `[data-sso-form='${kind}']`, toast: "standard" });
  const [v, setV] = useState({
    label: current?.label ?? "",
    issuer: current?.issuer ?? "",
    client_id: current?.client_id ?? "",
    client_secret: "",
    tenant_id: current?.tenant_id ?? "",
    hosted_domain: current?.hosted_domain ?? "",
    domains: (current?.domains ?? []).join(", "),
    enabled: current?.enabled ?? false,
  });
  const id = (name: string) => `sso-${kind}-${name}`;
  const set = (name: keyof typeof v) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((old) => ({ ...old, [name]: value }));
  };
  return (
    <Form
      data-sso-form={kind}
      className="space-y-4"
      onSubmit={() =>
        submit(
          () => saveDistrictSsoAction({ ...(sendLeaid ? { leaid } : {}), kind, ...v }),
          () => {
            setV((old) => ({ ...old, client_secret: "" }));
            return t("saved");
          },
        )
      }
    >
      <TextField id={id("label")} name="label" label={t("label")} hint={t("labelHint")} maxLength={80} required value={v.label} onChange={set("label")} error={error("label")} />
      {kind === "oidc" ? (
        <TextField id={id("issuer")} name="issuer" type="url" label={t("issuer")} hint={t("issuerHint")} maxLength={500} required value={v.issuer} onChange={set("issuer")} error={error("issuer")} />
      ) : null}
      {kind === "microsoft" ? (
        <TextField id={id("tenant")} name="tenant_id" label={t("tenantId")} maxLength={64} required value={v.tenant_id} onChange={set("tenant_id")} error={error("tenant_id")} />
      ) : null}
      {kind === "google" ? (
        <TextField id={id("hd")} name="hosted_domain" label={t("hostedDomain")} maxLength={253} required value={v.hosted_domain} onChange={set("hosted_domain")} error={error("hosted_domain")} />
      ) : null}
      <TextField id={id("client")} name="client_id" label={t("clientId")} maxLength={500} required value={v.client_id} onChange={set("client_id")} error={error("client_id")} autoComplete="off" />
      <TextField
        id={id("secret")}
        name="client_secret"
        type="password"
        label={t("clientSecret")}
        hint={current?.client_secret_set ? t("secretSet") : t("secretNotSet")}
        maxLength={1000}
        value={v.client_secret}
        onChange={set("client_secret")}
        error={error("client_secret")}
        autoComplete="new-password"
      />
      <TextAreaField id={id("domains")} name="domains" label={t("domains")} hint={t("domainsHint")} maxLength={2000} rows={2} value={v.domains} onChange={set("domains")} error={error("domains")} />
      <CheckboxField id={id("enabled")} name="enabled" label={t("enabled")} checked={v.enabled} onChange={(e) => setV((old) => ({ ...old, enabled: e.currentTarget.checked }))} />
      <Button type="submit" disabled={pending}>
        {t("save")}
      </Button>
    </Form>
  );
}

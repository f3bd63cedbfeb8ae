"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { setMaintenanceAction } from "@/lib/system/actions";
import { CheckboxField, TextAreaField } from "@/components/ui/form";

export function MaintenanceForm({ enabled, message }: { enabled: boolean; message: string }) {
  const t = useTranslations("admin.settings");
  const [state, action, pending] = useActionState(setMaintenanceAction, null);
  return (
    <form action={action} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <CheckboxField id="maintenance-enabled" name="enabled" label={t("enabled")} defaultChecked={enabled} />
      <TextAreaField id="maintenance-message" name="message" label={t("message")} maxLength={500} rows={3} defaultValue={message} />
      {state ? (
        <p role={state.ok ? "status" : "alert"} className={`text-sm ${state.ok ? "text-green-700" : "text-red-700"}`}>
          {state.ok ? t("saved") : state.message}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {t("save")}
      </Button>
    </form>
  );
}

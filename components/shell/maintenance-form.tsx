"use client";

import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { setMaintenanceAction } from "@/lib/system/actions";
import { MaxLengthTextarea } from "@/components/ui/max-length-field";

export function MaintenanceForm({ enabled, message }: { enabled: boolean; message: string }) {
  const t = useTranslations("admin.settings");
  const [state, action, pending] = useActionState(setMaintenanceAction, null);
  return (
    <form action={action} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-2">
        <input id="maintenance-enabled" name="enabled" type="checkbox" defaultChecked={enabled} className="h-4 w-4" />
        <label htmlFor="maintenance-enabled" className="text-sm font-medium">
          {t("enabled")}
        </label>
      </div>
      <div className="space-y-1">
        <label htmlFor="maintenance-message" className="block text-sm font-medium">
          {t("message")}
        </label>
        <MaxLengthTextarea id="maintenance-message" name="message" maxLength={500} rows={3} defaultValue={message} className={inputClass} />
      </div>
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

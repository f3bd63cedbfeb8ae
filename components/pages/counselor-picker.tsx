import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MaxLengthInput } from "@/components/ui/max-length-field";

/**
 * Choose the counselor by username: a plain GET form (works without JavaScript). The username is
 * the counselor's public handle, not the student's data.
 */
export async function CounselorPicker({ action, defaultValue = "" }: { action: string; defaultValue?: string }) {
  const t = await getTranslations("pages.appointment.picker");
  return (
    <form action={action} method="get" className="space-y-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="space-y-1">
        <label htmlFor="counselor-username" className="block text-sm font-medium text-slate-700">
          {t("label")}
        </label>
        <MaxLengthInput id="counselor-username" name="counselor" required maxLength={64} autoComplete="off" autoCapitalize="none" spellCheck={false} defaultValue={defaultValue} aria-describedby="counselor-username-hint" className={inputClass} />
        <p id="counselor-username-hint" className="text-xs text-slate-500">
          {t("hint")}
        </p>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {t("submit")}
      </button>
    </form>
  );
}

/** "Counselor not found": shown instead of the wizard or QR code for an unknown username. */
export async function CounselorNotFound({ pickerAction }: { pickerAction?: string }) {
  const t = await getTranslations("pages.appointment.notFound");
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="text-slate-700">{t("body")}</p>
      </div>
      {pickerAction ? <CounselorPicker action={pickerAction} /> : null}
    </div>
  );
}

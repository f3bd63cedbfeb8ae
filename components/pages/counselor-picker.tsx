import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/form";

/**
 * Choose the counselor by username: a plain GET form (works without JavaScript). The username is
 * the counselor's public handle, not the student's data.
 */
export async function CounselorPicker({ action, defaultValue = "" }: { action: string; defaultValue?: string }) {
  const t = await getTranslations("pages.appointment.picker");
  return (
    <form action={action} method="get" className="space-y-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <TextField
        id="counselor-username"
        name="counselor"
        label={t("label")}
        hint={t("hint")}
        required
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={defaultValue}
      />
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

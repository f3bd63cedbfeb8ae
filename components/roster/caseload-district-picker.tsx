import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/form";

// The administrator's district picker of the caseload pages (rules, caseloads): a GET form that puts
// the LEAID in the page's address.
export function CaseloadDistrictPicker({ id, leaid, label, open }: { id: string; leaid: string | null; label: string; open: string }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <TextField id={id} name="leaid" label={label} defaultValue={leaid ?? ""} inputMode="numeric" maxLength={7} className="min-w-48 flex-1" />
      <button type="submit" className={buttonClass("secondary")}>
        {open}
      </button>
    </form>
  );
}

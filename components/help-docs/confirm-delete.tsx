"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TActionResult } from "@/lib/http/action";
import { useHelpAction } from "./use-help-action";

/** A Delete button that asks first (a real dialog), then runs the action and refreshes the list. */
export function ConfirmDelete({ name, action, deleted }: { name: string; action: () => Promise<TActionResult<unknown>>; deleted: string }) {
  const t = useTranslations("helpDocs.delete");
  const [open, setOpen] = useState(false);
  const { pending, submit } = useHelpAction();
  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={() => setOpen(true)} aria-label={t("named", { name })}>
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title", { name })} description={t("text")} closeLabel={t("cancel")}>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={pending}
            aria-busy={pending}
            onClick={() => submit(action, { message: deleted, then: () => setOpen(false) })}
          >
            {t("confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

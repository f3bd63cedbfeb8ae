"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { TUserProgram } from "@/db/schema/admin";
import { endMembershipAction } from "@/lib/admin-lists/actions";
import { useListAction } from "./use-list-action";

/** End a running membership after a confirmation. */
export function EndMembership({ program, id, name }: { program: TUserProgram; id: number; name: string }) {
  const t = useTranslations("adminLists.programs");
  const [open, setOpen] = useState(false);
  const { pending, submit } = useListAction("[data-end-membership]", []);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t("endLabel", { name })}>{t("end")}</Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("endTitle")} description={t("endBody", { name })} closeLabel={t("cancel")}>
        <div className="flex justify-end gap-2 pt-4">
          <Button variant="ghost" onClick={() => setOpen(false)}>{t("cancel")}</Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={() => {
              setOpen(false);
              submit(() => endMembershipAction({ program, id }), t("ended"));
            }}
          >
            {t("end")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

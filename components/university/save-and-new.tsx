"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormButtons } from "@/components/ui/form-buttons";
import { useAction } from "@/components/ui/use-action";
import type { TActionResult } from "@/lib/http/action";

/**
 * Save, or (a new row) "Save and new": the toast says 'Created.' or 'Saved.'; Save goes back to the
 * list, "Save and new" stays, lets the form empty itself for the next row and shows 'Created.' above it.
 */
export function useSaveAndNew({ isNew, returnTo }: { isNew: boolean; returnTo: string }) {
  const f = useTranslations("university.fields");
  const action = useAction(null, { namespace: "university", focus: "[data-university-form]" });
  const andNew = useRef(false);
  const [created, setCreated] = useState(0);
  function save<R>(call: () => Promise<TActionResult<R>>, again: () => void) {
    const stay = andNew.current;
    andNew.current = false;
    const message = f(isNew ? "created" : "saved");
    if (!stay) return action.submit(call, { message, href: returnTo });
    action.submit(call, {
      message,
      then: () => {
        again();
        setCreated((n) => n + 1);
        action.clearErrors();
      },
    });
  }
  return { ...action, save, created, edited: () => setCreated(0), markAndNew: () => (andNew.current = true) };
}

/** 'Created.' above the emptied form after "Save and new". */
export function CreatedNote({ shown }: { shown: boolean }) {
  const f = useTranslations("university.fields");
  return shown ? (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
      {f("created")}
    </p>
  ) : null;
}

/** Cancel (back to the list), "Save and new" for a new row, and Save (or the caller's Create). */
export function SaveAndNewButtons({ isNew, returnTo, pending, createLabel, onAndNew }: { isNew: boolean; returnTo: string; pending: boolean; createLabel: string; onAndNew: () => void }) {
  const f = useTranslations("university.fields");
  return (
    <FormButtons cancelHref={returnTo} cancelLabel={f("cancel")} submitLabel={isNew ? createLabel : f("save")} pending={pending}>
      {isNew ? (
        <Button type="submit" variant="secondary" disabled={pending} onClick={onAndNew}>
          {f("saveAndNew")}
        </Button>
      ) : null}
    </FormButtons>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { discard, type TConflict } from "./queue";
import { loadKey, replaceEntry } from "./store";

const SHOWN = ["title", "date", "time", "duration", "status", "notes"] as const;

/**
 * An entry logged offline whose event was changed or deleted meanwhile: both versions side by side,
 * and the counselor chooses. "Keep mine" sends it again against the version now on the server;
 * "Keep the server's" drops the device's entry. Nothing is overwritten without this choice.
 */
export function ConflictDialog({ conflict, onResolved, onLater }: { conflict: TConflict; onResolved: () => void; onLater: () => void }) {
  const t = useTranslations("offline.conflict");
  const tc = useTranslations("calendar");
  const mine = conflict.entry.body;
  const theirs = conflict.current;
  const keepMine = async () => {
    const key = await loadKey();
    if (key && theirs && typeof theirs.version === "string") {
      await replaceEntry(conflict.seq, key, { ...conflict.entry, ifMatch: theirs.version, idempotencyKey: crypto.randomUUID() });
    }
    onResolved();
  };
  const keepTheirs = async () => {
    await discard(conflict.seq);
    onResolved();
  };
  const cell = (f: string, v: unknown) => (v === undefined || v === null || v === "" ? "—" : f === "status" && (v === "planned" || v === "done" || v === "cancelled") ? tc(`status.${v}`) : String(v));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onLater())} title={t("title", { title: conflict.entry.label })} description={theirs ? t("changed") : t("deleted")} closeLabel={t("later")}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              <span className="sr-only">{t("field")}</span>
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("mine")}
            </th>
            <th scope="col" className="py-1">
              {t("theirs")}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHOWN.filter((f) => f in mine || (theirs && f in theirs)).map((f) => (
            <tr key={f} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-2 font-medium">
                {t(`fields.${f}`)}
              </th>
              {/* A field the offline change left alone is said to be unchanged, not shown as empty. */}
              <td className="py-1 pr-2">{f in mine ? cell(f, mine[f]) : t("unchanged")}</td>
              <td className="py-1">{theirs ? cell(f, theirs[f]) : t("gone")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={keepTheirs}>
          {theirs ? t("keepTheirs") : t("dropMine")}
        </Button>
        {theirs ? <Button onClick={keepMine}>{t("keepMine")}</Button> : null}
      </div>
    </Dialog>
  );
}

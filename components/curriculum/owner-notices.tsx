import { getTranslations } from "next-intl/server";
import type { TPlanningOwner } from "@/lib/curriculum/page-data";
import { OwnerPicker } from "./owner-picker";

/**
 * The users dropdown of a planning list (lessons, targets, SMART goals) and what it tells the reader:
 * an id they may not read fell back to their own records, or they are reading someone else's, read-only.
 */
export async function OwnerNotices({ owner, meId, basePath }: { owner: TPlanningOwner; meId: number; basePath: string }) {
  const t = await getTranslations("curriculum.owner");
  return (
    <>
      {owner.options ? <OwnerPicker options={owner.options} meId={meId} selectedId={owner.ownerId} basePath={basePath} /> : null}
      {owner.refused ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("refused")}
        </p>
      ) : null}
      {owner.isSelf ? null : (
        <p role="status" className="text-sm text-slate-700" data-testid="owner-read-only">
          {t("readOnly", { name: owner.ownerLabel ?? "" })}
        </p>
      )}
    </>
  );
}

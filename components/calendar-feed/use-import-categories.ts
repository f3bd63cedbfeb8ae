"use client";

import { useEffect, useState } from "react";
import { importCategoriesAction } from "@/lib/calendar/import-actions";

export type TImportCategory = { id: number; name: string; color: string; groupName: string; parentId: number | null };

/** The categories the user may file imported events under (their district's edition), loaded once. */
export function useImportCategories(): TImportCategory[] {
  const [list, setList] = useState<TImportCategory[]>([]);
  useEffect(() => {
    let live = true;
    importCategoriesAction()
      .then((r) => {
        if (live && r.ok) setList(r.data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return list;
}

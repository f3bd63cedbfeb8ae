"use client";

import { MaxLengthInput, inputClass } from "@/components/ui/form";
import Link from "@/components/ui/app-link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { CategorySelects, type TCatOption } from "./category-select";

/** The documentation search: words (in any title or text) and the three category levels; a plain GET form. */
export function DocSearchForm({ action, categories, initial }: { action: string; categories: TCatOption[]; initial: { q: string; category: string; sub: string; subsub: string } }) {
  const t = useTranslations("helpDocs");
  const [choice, setChoice] = useState({ categoryId: initial.category, subCategoryId: initial.sub, subSubCategoryId: initial.subsub });
  const active = initial.q || initial.category || initial.sub || initial.subsub;
  return (
    <form method="get" action={action} role="search" aria-label={t("find.search")} className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="doc-q" className="block text-sm font-medium text-slate-700">
          {t("find.q")}
        </label>
        <MaxLengthInput id="doc-q" name="q" type="search" defaultValue={initial.q} maxLength={100} className={`${inputClass} max-w-xl`} />
      </div>
      <CategorySelects
        idPrefix="doc-filter"
        categories={categories}
        value={choice}
        onChange={setChoice}
        anyLabel={t("find.any")}
        names={{ category: "category", subCategoryId: "sub", subSubCategoryId: "subsub" }}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass("primary")}>
          {t("find.searchButton")}
        </button>
        {active ? (
          <Link href={action} className="text-sm text-brand-700 underline">
            {t("find.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

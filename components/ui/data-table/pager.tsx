import Link from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";
import type { TPagerProps } from "./types";

/**
 * The one pager of every list: a navigation landmark with "Page x of y" and Previous / Next.
 * Server lists get real links (`?page=`), so paging works without JavaScript; a client island that keeps
 * its page in state passes `onPage` and gets buttons that are disabled at the ends.
 */
export function Pager({ page, pages, total, href, onPage, label, status, always = false, extra, namespace = "dataTable.pager" }: TPagerProps) {
  const t = useTranslations(namespace as "dataTable.pager");
  if (pages <= 1 && !always) return null;
  const where = status ?? (total === undefined ? t("pageOf", { page, pages }) : t("pageOfTotal", { page, pages, total }));
  const step = (to: number, rel: "prev" | "next") => {
    const text = rel === "prev" ? t("previous") : t("next");
    const allowed = rel === "prev" ? page > 1 : page < pages;
    if (onPage) {
      return (
        <Button variant="secondary" className="py-1" disabled={!allowed} onClick={() => onPage(to)}>
          {text}
        </Button>
      );
    }
    return allowed ? (
      <Link href={href(to)} rel={rel} className={buttonClass("secondary")}>
        {text}
      </Link>
    ) : null;
  };
  return (
    <nav aria-label={label ?? t("label")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {extra}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {step(page - 1, "prev")}
        <span aria-live={onPage ? "polite" : undefined} className="whitespace-nowrap">
          {where}
        </span>
        {step(page + 1, "next")}
      </div>
    </nav>
  );
}

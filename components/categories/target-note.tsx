import { useTranslations } from "next-intl";

/** What a group counts toward: the direct+indirect target, the support cap, or nothing. */
export function TargetNote({ targetKind, direct }: { targetKind: string; direct: number }) {
  const t = useTranslations("categories.target");
  const key = targetKind === "direct" || targetKind === "support" ? targetKind : "none";
  return <p className="text-sm text-slate-600">{t(key, { direct, support: 100 - direct })}</p>;
}

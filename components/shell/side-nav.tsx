import { getTranslations } from "next-intl/server";
import { navFor, type TNavItem } from "@/lib/shell/nav";
import { NavLink } from "./nav-link";

const SECTIONS: TNavItem["section"][] = ["work", "program", "insight", "account", "admin"];

/** Side navigation to every area of the app, filtered by role. */
export async function SideNav({ roleId }: { roleId: number }) {
  const t = await getTranslations("nav");
  const items = navFor(roleId);
  return (
    <nav aria-label={t("main")} className="space-y-5">
      {SECTIONS.map((section) => {
        const inSection = items.filter((i) => i.section === section);
        if (inSection.length === 0) return null;
        return (
          <div key={section}>
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`sections.${section}`)}</h2>
            <ul className="space-y-0.5">
              {inSection.map((item) => (
                <li key={item.key}>
                  <NavLink href={item.href}>{t(`items.${item.key}`)}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

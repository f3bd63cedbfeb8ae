"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/field";

/** The users dropdown (spec 1 section 6): whose days the page shows. */
export function SubjectPicker({ users, selected }: { users: { id: number; name: string }[]; selected: number }) {
  const t = useTranslations("studentDays.common");
  const router = useRouter();
  const pathname = usePathname();
  if (users.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="student-days-user" className="text-sm font-medium text-slate-700">
        {t("whose")}
      </label>
      <select
        id="student-days-user"
        className={`${inputClass} w-auto`}
        value={selected}
        onChange={(e) => {
          const id = Number(e.target.value);
          router.push(id === users[0].id ? pathname : `${pathname}?user=${id}`);
        }}
      >
        {users.map((u, i) => (
          <option key={u.id} value={u.id}>
            {i === 0 ? t("me", { name: u.name }) : u.name}
          </option>
        ))}
      </select>
    </div>
  );
}

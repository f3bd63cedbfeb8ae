"use client";

import { useTranslations } from "next-intl";

/** 'Graduate Student emails <br/> must end in .edu' (or University Faculty), with the line break. */
export function EduMessage({ roleId }: { roleId: 21 | 22 }) {
  const t = useTranslations("signup.form.edu");
  return <>{t.rich(roleId === 21 ? "graduate" : "faculty", { br: () => <br /> })}</>;
}

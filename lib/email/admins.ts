import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import type { TLocale } from "@/lib/i18n/locales";
import { emailLocale, type TRenderedEmail } from "./render";
import { sendEmail } from "./send";

/**
 * Sends one message to every active administrator, each in their own language: `build` renders
 * it once per language (an administrator's address is their proven account address, so it may
 * carry what a visitor or user typed).
 */
export async function emailAdmins(db: TDbOrTx, kind: string, build: (locale: TLocale) => Promise<TRenderedEmail>): Promise<void> {
  const admins = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)))
    .orderBy(asc(users.id));
  const rendered = new Map<TLocale, TRenderedEmail>();
  for (const admin of admins) {
    const locale = emailLocale(admin.language);
    const mail = rendered.get(locale) ?? (await build(locale));
    rendered.set(locale, mail);
    await sendEmail(db, { to: admin.email, kind, ...mail });
  }
}

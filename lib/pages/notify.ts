import "server-only";
import { and, eq } from "drizzle-orm";
import type { TDbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { ROLE } from "@/lib/auth/roles";
import { escapeHtml, sendEmail } from "@/lib/email/send";

/** The addresses of the active administrators, who receive what the public pages collect. */
export async function adminEmails(db: TDbOrTx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(and(eq(users.roleId, ROLE.admin), eq(users.active, true)));
  return rows.map((r) => r.email);
}

/** An email of label/value rows; every value is escaped, line breaks kept. */
export function detailsHtml(intro: string, rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, "<br/>")}</td></tr>`)
    .join("");
  return `<p>${escapeHtml(intro)}</p><table>${cells}</table>`;
}

/** Sends the same message to every administrator. */
export async function emailAdmins(db: TDbOrTx, email: { subject: string; html: string; kind: string }): Promise<void> {
  for (const to of await adminEmails(db)) await sendEmail(db, { to, ...email });
}

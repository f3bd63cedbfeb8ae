// The {placeholders} of an email template and the values the outbox fills in for a recipient.
// A template is checked against this list when saved, so no "{frstName}" ever reaches a user.

export const EMAIL_PLACEHOLDERS = ["firstName", "lastName", "username", "email", "schoolName", "expires"] as const;
export type TEmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

const TOKEN = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

/** The placeholder names a text uses that the outbox does not fill (each once, in order). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(EMAIL_PLACEHOLDERS);
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) if (!known.has(m[1]) && !out.includes(m[1])) out.push(m[1]);
  return out;
}

/** A recipient's values: what the outbox puts in place of each placeholder. */
export function placeholderValues(user: {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  schoolName: string | null;
  expires: string | null;
}): Record<TEmailPlaceholder, string> {
  return { firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, schoolName: user.schoolName ?? "", expires: user.expires ?? "" };
}

/** The text with every known placeholder filled in (unknown ones are refused at save time). */
export function fillPlaceholders(text: string, values: Record<TEmailPlaceholder, string>): string {
  return text.replace(TOKEN, (whole, name: string) => ((EMAIL_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TEmailPlaceholder] : whole));
}

import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import { ROLE } from "@/lib/auth/roles";
import { parseCsv } from "@/lib/clients/csv";
import { forbidden } from "@/lib/http/errors";
import { sendPasswordEmail } from "@/lib/signup/password-email";
import { generateUsername, usernameCandidate } from "@/lib/signup/rules";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { assignableRoles } from "./roles";
import { auditedUser, CREATE_MESSAGES, ZNewUser } from "./create-user";

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_COLUMNS = ["first_name", "last_name", "email", "username", "role_id", "app_id", "expires", "language"] as const;
const REQUIRED = ["first_name", "last_name", "email"] as const;

export type TImportError = { line: number; field: string; code: string; message: string };
export type TImportRow = { line: number; first_name: string; last_name: string; email: string; username: string; role_id: number; app_id: number; expires: string; language: string };
export type TImportPreview = { rows: TImportRow[]; errors: TImportError[]; ignored_columns: string[]; committed: boolean };

async function check(tx: TDbOrTx, actor: TUserRow, csv: string, now: Date, random: () => number): Promise<Omit<TImportPreview, "committed">> {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: [], errors: [{ line: parsed.line, field: "file", code: "csv_invalid", message: parsed.message }], ignored_columns: [] };
  const [head, ...records] = parsed.records;
  if (!head) return { rows: [], errors: [{ line: 1, field: "file", code: "csv_empty", message: "The file is empty." }], ignored_columns: [] };
  const header = head.fields.map((f) => f.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) return { rows: [], errors: missing.map((c) => ({ line: 1, field: c, code: "column_missing", message: `The column ${c} is missing.` })), ignored_columns: [] };
  if (records.length > IMPORT_MAX_ROWS) return { rows: [], errors: [{ line: 1, field: "file", code: "too_many_rows", message: `At most ${IMPORT_MAX_ROWS} users per file.` }], ignored_columns: [] };
  const ignored = header.filter((h) => h && !(IMPORT_COLUMNS as readonly string[]).includes(h));
  const today = todayIn(safeTimeZone(actor.timezone), now);
  const roles = assignableRoles(actor);
  const errors: TImportError[] = [];
  const rows: TImportRow[] = [];
  for (const rec of records) {
    const raw: Record<string, string> = {};
    header.forEach((h, i) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(h)) raw[h] = (rec.fields[i] ?? "").trim();
    });
    for (const k of ["role_id", "app_id", "language", "expires"]) if (raw[k] === "") delete raw[k];
    const r = ZNewUser.safeParse(raw);
    if (!r.success) {
      for (const issue of r.error.issues) errors.push({ line: rec.line, field: issue.path.join(".") || "row", code: `invalid_${issue.path.join(".") || "row"}`, message: issue.message });
      continue;
    }
    if (!roles.includes(r.data.role_id)) {
      errors.push({ line: rec.line, field: "role_id", code: "invalid_role_id", message: CREATE_MESSAGES.role });
      continue;
    }
    rows.push({
      line: rec.line,
      first_name: r.data.first_name,
      last_name: r.data.last_name,
      email: r.data.email,
      username: r.data.username,
      role_id: r.data.role_id,
      app_id: r.data.app_id,
      expires: r.data.expires ?? today,
      language: r.data.language,
    });
  }
  // Duplicates inside the file, then against the users already there.
  const seenEmail = new Map<string, number>();
  const seenUsername = new Map<string, number>();
  for (const row of rows) {
    if (seenEmail.has(row.email)) errors.push({ line: row.line, field: "email", code: "email_duplicate_in_file", message: `This email is also on line ${seenEmail.get(row.email)}.` });
    else seenEmail.set(row.email, row.line);
    if (row.username) {
      if (seenUsername.has(row.username))
        errors.push({ line: row.line, field: "username", code: "username_duplicate_in_file", message: `This username is also on line ${seenUsername.get(row.username)}.` });
      else seenUsername.set(row.username, row.line);
    }
  }
  const emails = [...seenEmail.keys()];
  const takenEmails = emails.length ? new Set((await tx.select({ e: users.email }).from(users).where(inArray(users.email, emails))).map((x) => x.e)) : new Set<string>();
  const names = [...seenUsername.keys()];
  const takenNames = names.length
    ? new Set(
        (
          await tx
            .select({ u: sql<string>`lower(${users.username})` })
            .from(users)
            .where(inArray(sql`lower(${users.username})`, names))
        ).map((x) => x.u),
      )
    : new Set<string>();
  for (const row of rows) {
    if (takenEmails.has(row.email)) errors.push({ line: row.line, field: "email", code: "email_taken", message: CREATE_MESSAGES.emailTaken });
    if (row.username && takenNames.has(row.username)) errors.push({ line: row.line, field: "username", code: "username_taken", message: CREATE_MESSAGES.usernameTaken });
  }
  // Usernames to generate, unique against the table and the file.
  const generated = rows.filter((r) => !r.username).map((r) => ({ row: r, base: generateUsername(r.first_name, r.last_name, random) }));
  const bases = [...new Set(generated.map((g) => g.base))];
  const used = new Set<string>([...seenUsername.keys()]);
  if (bases.length) {
    const like = await tx
      .select({ u: sql<string>`lower(${users.username})` })
      .from(users)
      .where(sql`lower(${users.username}) like any (${sql.raw(`array[${bases.map((b) => `'${b.replace(/'/g, "''")}%'`).join(",")}]`)})`);
    for (const l of like) used.add(l.u);
  }
  for (const g of generated) {
    let attempt = 0;
    while (used.has(usernameCandidate(g.base, attempt))) attempt += 1;
    g.row.username = usernameCandidate(g.base, attempt);
    used.add(g.row.username);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, ignored_columns: ignored };
}

function assertImporter(actor: TUserRow): void {
  if (actor.roleId !== ROLE.admin) throw forbidden("Only administrators import users.");
}

/** Checks a users CSV without writing anything: the rows as they would be created, and every row's errors. */
export async function previewUserImport(db: TDb, actor: TUserRow, csv: string, now: Date, random: () => number = Math.random): Promise<TImportPreview> {
  assertImporter(actor);
  return { ...(await check(db, actor, csv, now, random)), committed: false };
}

/**
 * Imports a users CSV in ONE transaction: every user created inactive with the activation email and an
 * audit row. A file with any error writes nothing (committed: false, with the errors per line).
 */
export async function importUsers(db: TDb, actor: TUserRow, csv: string, ctx: { now: Date; origin: string | null; random?: () => number }): Promise<TImportPreview> {
  assertImporter(actor);
  return db.transaction(async (tx) => {
    const preview = await check(tx, actor, csv, ctx.now, ctx.random ?? Math.random);
    if (preview.errors.length > 0 || preview.rows.length === 0) return { ...preview, committed: false };
    const created = await tx
      .insert(users)
      .values(
        preview.rows.map((r) => ({
          username: r.username,
          email: r.email,
          passwordHash: null,
          active: false,
          firstName: r.first_name,
          lastName: r.last_name,
          roleId: r.role_id,
          appId: r.app_id,
          language: r.language,
          expires: r.expires,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning();
    for (const row of created) {
      await sendPasswordEmail(tx, row, { now: ctx.now, origin: ctx.origin });
      await recordAudit(tx, { actorId: actor.id, action: "import", entity: "user", entityId: row.id, after: auditedUser(row), now: ctx.now });
    }
    return { ...preview, committed: true };
  });
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { emailOutbox, users, type TUserRow } from "@/db/schema";
import { updatePersonalData } from "@/lib/account/profile";
import { hashPassword } from "@/lib/auth/crypto";
import type { TActor } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { DRIVERS, freshDatabase } from "../support/db";

// Changing the account's e-mail address hands its password resets to the new address: it needs the
// current password (a wrong one is a 422 on that field, and the guesses are throttled like sign-in),
// and the old address is told through the outbox, in the user's language.

const NOW = new Date("2026-10-05T15:00:00Z");
const PASSWORD = "old-password-1";

describe.each(DRIVERS)("the e-mail address changes only with the password, and the old address is told (%s)", (driver) => {
  let conn: TConnection;
  let n = 0;
  const fresh = async (over: Partial<typeof users.$inferInsert> = {}): Promise<TActor> => {
    n += 1;
    const [user] = await conn.db
      .insert(users)
      .values({
        username: `mail${n}`,
        email: `mail${n}@school.example.org`,
        firstName: "Pat",
        lastName: "Lee",
        roleId: 1,
        appId: 1,
        active: true,
        expires: "2027-07-31",
        passwordHash: await hashPassword(PASSWORD),
        ...over,
      })
      .returning();
    return { user, sessionId: `s${n}`, via: "cookie" };
  };
  const row = async (id: number): Promise<TUserRow> => (await conn.db.select().from(users).where(eq(users.id, id)))[0];
  const mailsTo = (to: string) => conn.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e,
    );

  beforeAll(async () => {
    conn = await freshDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("the e-mail address does not change without the current password: 422 on current_password, nothing written, nobody e-mailed", async () => {
    const actor = await fresh();
    const error = await failure(updatePersonalData(conn.db, actor, { first_name: "Pat", last_name: "Lee", email: "thief@evil-mail.org" }, NOW));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, field: "current_password" });
    expect((await row(actor.user.id)).email).toBe(actor.user.email);
    expect(await mailsTo(actor.user.email)).toHaveLength(0);
  });

  it("the e-mail address does not change with a wrong password: 422 invalid_current_password on the field", async () => {
    const actor = await fresh();
    const error = await failure(updatePersonalData(conn.db, actor, { first_name: "Pat", last_name: "Lee", email: "thief@evil-mail.org", current_password: "guess-123456" }, NOW));
    expect(error).toMatchObject({ code: "invalid_current_password", status: 422, field: "current_password" });
    expect((await row(actor.user.id)).email).toBe(actor.user.email);
  });

  it("guessing the password through the e-mail change is throttled like sign-in: past the budget even the right one answers 429", async () => {
    const actor = await fresh();
    const attempt = (current_password: string) => failure(updatePersonalData(conn.db, actor, { first_name: "Pat", last_name: "Lee", email: "thief@evil-mail.org", current_password }, NOW));
    for (let i = 0; i < env().LOGIN_MAX_FAILURES; i++) expect(await attempt(`guess-${i}-abcdef`)).toMatchObject({ status: 422 });
    expect(await attempt(PASSWORD)).toMatchObject({ status: 429 });
    expect((await row(actor.user.id)).email).toBe(actor.user.email);
  });

  it("with the current password the address changes, and the old address is told in the user's language through the outbox", async () => {
    const actor = await fresh({ language: "it" });
    const old = actor.user.email;
    await updatePersonalData(conn.db, actor, { first_name: "Pat", last_name: "Lee", email: "pat.new@school.example.org", current_password: PASSWORD }, NOW);
    expect((await row(actor.user.id)).email).toBe("pat.new@school.example.org");
    const [notice] = await mailsTo(old);
    expect(notice).toMatchObject({ kind: "email_changed", subject: "L'indirizzo email del tuo account SCUTA è stato cambiato" });
    expect(notice.text).toContain(actor.user.username);
    // The new address is shown masked, never in full.
    expect(notice.text).toContain("pa•••@school.example.org");
    expect(notice.text).not.toContain("pat.new@");
    expect(await mailsTo("pat.new@school.example.org")).toHaveLength(0);
  });

  it("saving the name or phone with the same address (in any case) needs no password and e-mails nobody", async () => {
    const actor = await fresh();
    await updatePersonalData(conn.db, actor, { first_name: "Robin", last_name: "Lee", email: actor.user.email.toUpperCase(), phone: "555-0100" }, NOW);
    expect(await row(actor.user.id)).toMatchObject({ firstName: "Robin", email: actor.user.email });
    expect(await mailsTo(actor.user.email)).toHaveLength(0);
  });
});

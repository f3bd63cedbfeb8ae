import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users, type TUserRow } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/v1/schoolProfile/route";
import { GET as advisoryGet } from "@/app/api/v1/advisory/route";
import type { TActor } from "@/lib/auth/current-user";
import { planningOwner } from "@/lib/curriculum/page-data";
import { programSubject } from "@/lib/program/access";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Roles 3, 2, 9 (and the secretary, on the screens she opens) and specialUser DirSupport get a users
// dropdown on the planning screens: they read the chosen user's records through managedScope, never
// through an id the client is trusted with, and change none of them.

describe.each(DRIVERS)("users dropdown on the planning screens (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const rows: Record<string, TUserRow> = {};
  const actor = (u: string): TActor => ({ user: rows[u], sessionId: "test", via: "bearer" });
  const as = (who: string, path: string, extra: Parameters<typeof call>[1] = {}) => ({ token: tokens[who], path, ...extra });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    // A district support user: a counselor of the demo district who helps its counselors.
    await conn.db.update(users).set({ specialUser: "DirSupport" }).where(eq(users.username, "dunlapcounselor"));
    for (const u of ["counselor", "hscounselor", "manager", "director", "admin", "secretary", "gradstudent", "dunlapcounselor"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      [rows[u]] = await conn.db.select().from(users).where(eq(users.username, u));
    }
  }, 120_000);
  afterAll(async () => conn.close());

  it("a director reads the beliefs and advisory council of a counselor they manage, and changes none of it", async () => {
    const id = rows.counselor.id;
    expect((await call(profileGet, as("director", `/x?user_id=${id}`))).status).toBe(200);
    expect((await call(advisoryGet, as("director", `/x?user_id=${id}`))).status).toBe(200);
    const write = await call(profilePut, as("director", `/x?user_id=${id}`, { method: "PUT", body: { field: "beliefs", text: "<p>Theirs</p>" } }));
    expect(write.status).toBe(403);
  });

  it("a director who picks a user they do not manage reads nothing of them (404, as for an unknown id)", async () => {
    expect((await call(profileGet, as("director", `/x?user_id=${rows.gradstudent.id}`))).status).toBe(404);
    await expect(programSubject(conn.db, actor("director"), rows.gradstudent.id)).rejects.toMatchObject({ status: 404 });
  });

  it("the administrator reads any counselor's program planning read-only; a counselor still reads no one else's", async () => {
    const subject = await programSubject(conn.db, actor("admin"), rows.hscounselor.id);
    expect(subject).toMatchObject({ id: rows.hscounselor.id, isSelf: false });
    await expect(programSubject(conn.db, actor("counselor"), rows.hscounselor.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a DirSupport user reads a counselor of their district and no one outside it", async () => {
    expect((await programSubject(conn.db, actor("dunlapcounselor"), rows.hscounselor.id)).isSelf).toBe(false);
    await expect(programSubject(conn.db, actor("dunlapcounselor"), rows.gradstudent.id)).rejects.toMatchObject({ status: 404 });
  });

  it("the goal, lesson and SMART goal lists offer a director the users they manage and open a managed counselor's list read-only", async () => {
    const owner = await planningOwner(conn.db, actor("director"), String(rows.counselor.id));
    expect(owner).toMatchObject({ ownerId: rows.counselor.id, isSelf: false, refused: false, ownerLabel: "Casey Morgan" });
    expect(owner.options?.map((o) => o.id)).toContain(rows.counselor.id);
    expect(owner.options?.map((o) => o.id)).not.toContain(rows.gradstudent.id);
  });

  it("a picked id outside managedScope falls back to the reader's own list with a notice", async () => {
    const owner = await planningOwner(conn.db, actor("director"), String(rows.gradstudent.id));
    expect(owner).toMatchObject({ ownerId: rows.director.id, isSelf: true, refused: true });
  });

  it("a counselor has no dropdown and a user_id in the address opens only their own list", async () => {
    const owner = await planningOwner(conn.db, actor("counselor"), String(rows.hscounselor.id));
    expect(owner).toMatchObject({ ownerId: rows.counselor.id, isSelf: true, refused: true, options: null });
  });

  it("a secretary, whose only planning screen is the calendar, is refused the program planning calls", async () => {
    expect((await call(profileGet, as("secretary", `/x?user_id=${rows.counselor.id}`))).status).toBe(403);
  });
});

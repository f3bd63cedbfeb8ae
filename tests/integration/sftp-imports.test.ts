import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { rosterImports, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { mayOpenPath } from "@/lib/auth/areas";
import { ROLE } from "@/lib/auth/roles";
import { importRoster } from "@/lib/clients/import-roster";
import { ROSTER_COLUMNS } from "@/lib/clients/schemas";
import { listRosterImports } from "@/lib/sftp/queries";
import { ROSTER_FORMAT, sampleCsv, sftpUser } from "@/lib/sftp/rules";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

describe.each(DRIVERS)("SFTP roster drop (%s)", (driver) => {
  let conn: TConnection;
  const userOf = async (username: string) => (await conn.db.select().from(users).where(eq(users.username, username)))[0];
  const actorOf = async (username: string): Promise<TActor> => ({ user: await userOf(username), sessionId: "test", via: "bearer" });

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("/app/sftp is for the admin, manager, director and state manager; not for a counselor or secretary", () => {
    for (const role of [ROLE.admin, ROLE.manager, ROLE.director, ROLE.stateManager]) expect(mayOpenPath(role, "/app/sftp"), String(role)).toBe(true);
    for (const role of [ROLE.user, ROLE.secretary, ROLE.quoteUser]) expect(mayOpenPath(role, "/app/sftp"), String(role)).toBe(false);
  });

  it("the instructions read the roster import's own columns, and the sample file passes its header check", () => {
    expect(ROSTER_FORMAT.columns).toBe(ROSTER_COLUMNS);
    expect(sampleCsv().split("\n")[0]).toBe(ROSTER_COLUMNS.join(","));
    expect(sftpUser("5307710")).toBe("roster-5307710");
    expect(sftpUser(null)).toBeNull();
  });

  it("the existing roster import records each run (written or refused) in roster_imports with the owner's district", async () => {
    const counselor = await actorOf("counselor");
    const header = ROSTER_COLUMNS.join(",");
    const ok = await importRoster(conn.db, counselor, `${header}\nSftp Test,SFTP-1,9,M,0,0,0,0,\n`, new Date());
    expect(ok.committed).toBe(true);
    const bad = await importRoster(conn.db, counselor, `${header}\nBad Row,SFTP-2,9,Q,0,0,0,0,\n`, new Date());
    expect(bad.committed).toBe(false);
    const [last, before] = await conn.db.select().from(rosterImports).where(eq(rosterImports.userId, counselor.user.id)).orderBy(desc(rosterImports.id)).limit(2);
    expect(last).toMatchObject({ committed: false, errors: 1, created: 0, leaid: counselor.user.leaid, actorId: counselor.user.id });
    expect(before).toMatchObject({ committed: true, rows: 1, created: 1, errors: 0, source: "upload" });
  });

  it("the admin sees every import; a manager only their district's; an account without a district membership sees none", async () => {
    const admin = await userOf("admin");
    const manager = await userOf("manager");
    const all = await listRosterImports(conn.db, admin);
    expect(all!.length).toBeGreaterThanOrEqual(3);
    const theirs = await listRosterImports(conn.db, manager);
    if (manager.leaid) {
      const rows = await conn.db.select({ leaid: rosterImports.leaid }).from(rosterImports);
      expect(theirs!.length).toBe(Math.min(50, rows.filter((r) => r.leaid === manager.leaid).length));
    } else {
      expect(theirs).toBeNull();
    }
    // A district is an active membership, never the profile's: a manager without one sees none,
    // whatever district their profile names.
    const memberless = (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "quoteuser")))[0].id;
    expect(await listRosterImports(conn.db, { id: memberless, roleId: ROLE.manager })).toBeNull();
    expect(await listRosterImports(conn.db, { id: 2_000_000_000, roleId: ROLE.manager })).toBeNull();
  });
});

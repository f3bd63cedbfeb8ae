import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as categoryRoute } from "@/app/api/v1/category/route";
import { GET as subcategoryRoute } from "@/app/api/v1/subcategory/route";
import { GET as gradeRoute } from "@/app/api/v1/grade/route";
import { GET as gradeProfileRoute } from "@/app/api/v1/grade/profile/route";
import { GET as mindsetRoute } from "@/app/api/v1/mindset/route";
import { GET as tagsGet, POST as tagsPost } from "@/app/api/v1/tags/route";
import { can, scopeOf } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";
import { openEntryOf } from "@/lib/auth/access/open";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The reference lists forms file records with (grades, mindsets and behaviours, the district's
// categories and sub-categories) are read under `reference.read`, held by every working role and by
// nobody else (the quote-only user gets 403). Tags are a counselor's days: read under
// `calendar.day.read`, written under `calendar.day.write`; a role that may not write them gets 403.

const READS = [
  ["/api/v1/grade", gradeRoute],
  ["/api/v1/grade/profile", gradeProfileRoute],
  ["/api/v1/mindset", mindsetRoute],
  ["/api/v1/category", categoryRoute],
  ["/api/v1/subcategory?parent_id=3", subcategoryRoute],
] as const;

describe("the reference routes name actions of the access table", () => {
  it("none of them is listed as open to any signed-in user", () => {
    for (const at of ["app/api/v1/tags", "app/api/v1/grade", "app/api/v1/grade/profile", "app/api/v1/category", "app/api/v1/subcategory", "app/api/v1/mindset"]) expect(openEntryOf(at), at).toBeNull();
  });

  it("reference.read: every working role reads the lists, the quote-only user and role 0 do not; reading is not writing", () => {
    for (const roleId of [ROLE.user, ROLE.member, ROLE.renewer, ROLE.manager, ROLE.director, ROLE.secretary, ROLE.stateManager, ROLE.universityStudent, ROLE.universityFaculty, ROLE.admin])
      expect(can({ roleId }, "reference.read"), String(roleId)).toBe(true);
    for (const roleId of [ROLE.quoteUser, ROLE.none]) expect(can({ roleId }, "reference.read")).toBe(false);
    // Who writes a district's categories is its own row (the categories page), not the reference list's.
    expect(can({ roleId: ROLE.user }, "categories.manage")).toBe(false);
    expect(scopeOf({ roleId: ROLE.director }, "categories.manage")).toBe("district");
  });
});

describe.each(DRIVERS)("reference routes (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "secretary", "quoteuser", "manager"]) {
      tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
      [{ id: ids[u] }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, u));
    }
  }, 300_000);
  afterAll(async () => conn.close());

  it.each(READS)("GET %s: a counselor and a secretary read it (200), the quote-only user gets 403", async (path, route) => {
    expect((await call(route, { token: tokens.counselor, path })).status).toBe(200);
    expect((await call(route, { token: tokens.secretary, path })).status).toBe(200);
    expect((await call(route, { token: tokens.quoteuser, path })).status).toBe(403);
  });

  it("tags: the quote-only user may neither read nor write them (403)", async () => {
    expect((await call(tagsGet, { token: tokens.quoteuser, path: "/api/v1/tags" })).status).toBe(403);
    expect((await call(tagsPost, { token: tokens.quoteuser, path: "/api/v1/tags", body: { date: "2026-03-10" } })).status).toBe(403);
  });

  it("tags: a secretary, who holds calendar.day.write only for her own days, may not tag a counselor's (403); the counselor may", async () => {
    expect(scopeOf({ roleId: ROLE.secretary }, "calendar.day.write")).toBe("own");
    const refused = await call(tagsPost, { token: tokens.secretary, path: "/api/v1/tags", body: { date: "2026-03-11", user_id: ids.counselor } });
    expect(refused.status).toBe(403);
    const own = await call(tagsPost, { token: tokens.counselor, path: "/api/v1/tags", body: { date: "2026-03-11", label: "Study" } });
    expect(own.status).toBe(200);
  });
});

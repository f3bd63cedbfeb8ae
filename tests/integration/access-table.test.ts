import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { lessons, users } from "@/db/schema";
import { GET as listRoute } from "@/app/api/v1/lesson/files/route";
import { GET as byIdRoute } from "@/app/api/v1/lesson/files/[id]/route";
import { GET as byNameRoute } from "@/app/uploads/lesson_files/[name]/route";
import { call } from "../support/api";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { tokenOf } from "./upload-support";

// Routes whose old access was wider than the access table: each now asks the table's action, and
// a role that does not hold it is refused before anything is read.

describe.each(DRIVERS)("access table boundaries (%s)", (driver) => {
  let conn: TConnection;
  let shared: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["expiring", "secretary", "statemanager", "quoteuser"]) tokens[u] = await tokenOf(u);
    const [{ id: owner }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
    [{ id: shared }] = await conn.db.insert(lessons).values({ userId: owner, name: "Shared lesson, access table", share: true }).returning({ id: lessons.id });
  });
  afterAll(async () => conn.close());

  it("a shared lesson's files are listed for a counselor who may open lessons", async () => {
    const res = await call(listRoute, { token: tokens.expiring, path: `/api/v1/lesson/files?lesson_id=${shared}` });
    expect(res.status).toBe(200);
  });

  it.each(["secretary", "statemanager", "quoteuser"])("the %s, who may not open lessons, downloads none of a shared lesson's files: 403 in the list, by id and by name", async (who) => {
    expect((await call(listRoute, { token: tokens[who], path: `/api/v1/lesson/files?lesson_id=${shared}` })).status).toBe(403);
    expect((await call(byIdRoute, { token: tokens[who], path: "/api/v1/lesson/files/1", params: { id: "1" } })).status).toBe(403);
    expect((await call(byNameRoute, { token: tokens[who], path: "/uploads/lesson_files/0123456789abcdef0123456789abcdef.pdf", params: { name: "0123456789abcdef0123456789abcdef.pdf" } })).status).toBe(
      403,
    );
  });
});

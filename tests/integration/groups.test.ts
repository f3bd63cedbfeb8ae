import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clients, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { POST as clientRoute } from "@/app/api/v1/client/route";
import { POST as groupRoute } from "@/app/api/v1/group/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// The alias of POST /api/v1/client for a group, same use-case and answer.

describe.each(DRIVERS)("POST /api/v1/group (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  let counselorId: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "manager"]) tokens[u] = (await call(loginRoute, { body: { username: u, password: "demo-pass-2026" } })).json.token as string;
    [{ id: counselorId }] = await conn.db.select({ id: users.id }).from(users).where(eq(users.username, "counselor"));
  });
  afterAll(async () => conn.close());

  it("creates a group of the caller and answers as POST /api/v1/client does (count = male + female)", async () => {
    const body = { name: "Lunch bunch", grade_id: 6, male: 3, female: 4 };
    const alias = await call(groupRoute, { token: tokens.counselor, body });
    const direct = await call(clientRoute, { token: tokens.counselor, body: { ...body, name: "Lunch bunch 2", type: "group" } });
    expect(alias.status).toBe(201);
    expect(direct.status).toBe(201);
    const a = alias.json.data as Record<string, unknown>;
    const d = direct.json.data as Record<string, unknown>;
    expect(Object.keys(a).sort()).toEqual(Object.keys(d).sort());
    expect(a).toMatchObject({ type: "group", name: "Lunch bunch", count: 7 });
    const rows = await conn.db
      .select()
      .from(clients)
      .where(and(eq(clients.userId, counselorId), eq(clients.name, "Lunch bunch")));
    expect(rows).toHaveLength(1);
  });

  it("the type is always group, and the same validation applies (a missing name: 422)", async () => {
    const res = await call(groupRoute, { token: tokens.counselor, body: { name: "Not a student", type: "student" } });
    expect(res.status).toBe(201);
    expect((res.json.data as { type: string }).type).toBe("group");
    const bad = await call(groupRoute, { token: tokens.counselor, body: { male: 2 } });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.[0].field).toBe("name");
  });

  it("a manager cannot create a group for a counselor they manage (the client use-case refuses it)", async () => {
    const direct = await call(clientRoute, { token: tokens.manager, body: { name: "Theirs", type: "group", user_id: counselorId } });
    const alias = await call(groupRoute, { token: tokens.manager, body: { name: "Theirs", user_id: counselorId } });
    expect(alias.status).toBe(direct.status);
    expect(
      await conn.db
        .select()
        .from(clients)
        .where(and(eq(clients.userId, counselorId), eq(clients.name, "Theirs"))),
    ).toHaveLength(0);
  });
});

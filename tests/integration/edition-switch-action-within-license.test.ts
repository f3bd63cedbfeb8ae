import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { users } from "@/db/schema";
import { switchEditionAction } from "@/lib/shell/actions";
import { POST as switchRoute } from "@/app/api/v1/user/swithProMax/route";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { insertUser, period, tokenFor } from "./billing-purchase-support";

// The shell's edition switch (a server action) and POST /api/v1/user/swithProMax run one use-case
// with one schema: a PRO holder gets neither MAX nor the trial (every add-on) without paying, and
// an argument of the wrong shape is the user's mistake (422), never a 500.

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ refresh: vi.fn(), revalidatePath: vi.fn() }));

describe.each(DRIVERS)("the edition switch action grants only what the licence covers (%s)", (driver) => {
  let conn: TConnection;
  const appIdOf = async (id: number) => (await conn.db.select({ appId: users.appId }).from(users).where(eq(users.id, id)))[0].appId;
  const proUser = async () => {
    const user = await insertUser(conn.db, { appId: 1, expires: period(0).end });
    request.headers = new Headers({ authorization: `Bearer ${await tokenFor(conn.db, user.username)}` });
    return user;
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("the edition switch server action refuses MAX to a PRO user without a MAX licence (402, still PRO)", async () => {
    const user = await proUser();
    const res = await switchEditionAction(2);
    expect(res).toMatchObject({ ok: false, status: 402, error: [{ code: "upgrade_required" }] });
    expect(await appIdOf(user.id)).toBe(1);
  });

  it("the edition switch server action refuses the trial edition (AppID 0, every add-on) to a PRO user: 422, still PRO", async () => {
    const user = await proUser();
    const res = await switchEditionAction(0);
    expect(res).toMatchObject({ ok: false, status: 422 });
    expect(await appIdOf(user.id)).toBe(1);
    for (const other of [3, -1, 1.5, "2abc", null]) {
      expect(await switchEditionAction(other)).toMatchObject({ ok: false, status: 422 });
    }
    expect(await appIdOf(user.id)).toBe(1);
  });

  it("an object argument to the edition switch server action is a 422, not a 500", async () => {
    const user = await proUser();
    const res = await switchEditionAction({ AppID: 2 });
    expect(res).toMatchObject({ ok: false, status: 422 });
    expect(await appIdOf(user.id)).toBe(1);
  });

  it("the action and the API route answer alike: both refuse AppID 0 with 422 and allow PRO", async () => {
    const user = await proUser();
    const token = await tokenFor(conn.db, user.username);
    const viaRoute = await call(switchRoute, { token, body: { AppID: 0 } });
    expect(viaRoute.status).toBe(422);
    expect(await switchEditionAction(1)).toMatchObject({ ok: true, data: { AppID: 1 } });
    expect(await appIdOf(user.id)).toBe(1);
  });
});

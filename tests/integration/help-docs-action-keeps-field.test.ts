import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TConnection } from "@/db/client";
import { saveDocCategoryAction } from "@/lib/help-docs/actions";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { tokenFor } from "./billing-purchase-support";

// The documentation forms' server actions run through runAction, which keeps the field of every
// refusal: a zod error on a field and a domain error thrown with a field both reach the form there.

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ refresh: vi.fn(), revalidatePath: vi.fn() }));

describe.each(DRIVERS)("a help-docs server action keeps the field of its refusal (%s)", (driver) => {
  let conn: TConnection;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    request.headers = new Headers({ authorization: `Bearer ${await tokenFor(conn.db, "admin")}` });
  });
  afterAll(async () => conn.close());

  it('a zod error on "nameEn" answers { ok:false, status:422, field:"nameEn" }', async () => {
    const res = await saveDocCategoryAction({ nameEn: "" } as never, null);
    expect(res).toMatchObject({ ok: false, status: 422 });
    expect(res.ok ? [] : res.error.map((e) => e.field)).toContain("nameEn");
  });

  it("a domain error thrown with a field (an unknown parent category) keeps that field", async () => {
    const res = await saveDocCategoryAction({ parentId: 999_999, nameEn: "Orphan" } as never, null);
    expect(res).toMatchObject({ ok: false, error: [{ code: "doc_category_unknown", field: "parentId" }] });
  });

  it("a counselor may not write: 403 before anything runs", async () => {
    const admin = request.headers;
    request.headers = new Headers({ authorization: `Bearer ${await tokenFor(conn.db, "counselor")}` });
    expect(await saveDocCategoryAction({ nameEn: "Nope" } as never, null)).toMatchObject({ ok: false, status: 403 });
    request.headers = admin;
  });
});

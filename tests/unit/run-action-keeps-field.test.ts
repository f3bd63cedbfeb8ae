import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/http/errors";

// runAction answers a refused server action as withApi answers the API: each error entry keeps the
// field it is about (a zod issue's path, an AppError's field), so the form can place it on its input.

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ refresh: vi.fn(), revalidatePath }));
vi.mock("@/db/client", () => ({ getDb: async () => ({}) }));
vi.mock("@/lib/auth/current-user", () => ({
  resolveActor: async () => ({ via: "cookie", user: { id: 1, role: 3, expires: "2999-12-31", appId: 2, addons: [] } }),
}));
vi.mock("@/lib/auth/license", () => ({ mayUse: () => true, licenseExpiredError: () => new AppError("license_expired", "Expired", 402) }));

const ZInput = z.object({ name: z.string().min(1, "Enter a name."), size: z.number().int().min(1) });

describe("runAction keeps the field of a refusal", () => {
  it('a server action whose zod error is on "name" returns { ok:false, field:"name" }', async () => {
    const { runAction } = await import("@/lib/http/action");
    const result = await runAction(async () => ZInput.parse({ name: "", size: 3 }));
    expect(result).toMatchObject({ ok: false, status: 422, error: [{ field: "name", message: "Enter a name." }] });
  });

  it("a domain error thrown with a field keeps that field and its status", async () => {
    const { runAction } = await import("@/lib/http/action");
    const result = await runAction(async () => {
      throw new AppError("doc_parent_too_deep", "A category can have three levels at most.", 422, "parentId");
    });
    expect(result).toEqual({ ok: false, status: 422, error: [{ code: "doc_parent_too_deep", message: "A category can have three levels at most.", field: "parentId" }] });
  });

  it("a domain error without a field carries no field", async () => {
    const { runAction } = await import("@/lib/http/action");
    const result = await runAction(async () => {
      throw new AppError("not_found", "Not found.", 404);
    });
    expect(result).toEqual({ ok: false, status: 404, error: [{ code: "not_found", message: "Not found." }] });
  });

  it("the pages named in revalidate are rendered afresh only after a success", async () => {
    const { runAction } = await import("@/lib/http/action");
    revalidatePath.mockClear();
    await runAction(async () => ZInput.parse({ name: "", size: 1 }), { revalidate: ["/app/grants"] });
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(await runAction(async () => 7, { revalidate: ["/app/grants"] })).toEqual({ ok: true, data: 7 });
    expect(revalidatePath).toHaveBeenCalledWith("/app/grants");
  });
});

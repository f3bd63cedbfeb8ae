import { describe, expect, it, vi } from "vitest";

const success = vi.fn();
vi.mock("sonner", () => ({ toast: { success: (...args: unknown[]) => success(...args) } }));

describe("the content forms' success toast", () => {
  it("The success toast 'Created with success.' clears after 0.8 s", async () => {
    const { successToast, SUCCESS_TOAST_MS } = await import("@/components/ui/success-toast");
    successToast("Created with success.");
    expect(SUCCESS_TOAST_MS).toBe(800);
    expect(success).toHaveBeenCalledWith("Created with success.", { duration: 800 });
  });
});

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublicPath } from "@/lib/auth/public-routes";
import { ZConferenceInput } from "@/lib/institutions/conference-schemas";

// The login's sub-routes /signin and /registration are the sign-in and sign-up pages, never the
// /{dinamic} conference catch-all (which answers 404 unless a conference took the slug).

const entry = (route: string) => path.join(process.cwd(), "app/[locale]/(public)/(entry)", route, "page.tsx");
const conference = { name: "x", startDate: "2027-01-10", endDate: "2027-01-11" };

describe("login sub-routes signin and registration", () => {
  it("/signin is the sign-in page and /registration the sign-up page, both public", () => {
    expect(readFileSync(entry("signin"), "utf8")).toContain("routeDefault={ENTRY_ROUTES.login}");
    expect(readFileSync(entry("registration"), "utf8")).toContain("routeDefault={ENTRY_ROUTES.register}");
    expect(isPublicPath("/signin")).toBe(true);
    expect(isPublicPath("/registration")).toBe(true);
    expect(existsSync(entry("login"))).toBe(true);
  });

  it("no conference can take the slug signin or registration", () => {
    for (const slug of ["signin", "registration"]) {
      const parsed = ZConferenceInput.safeParse({ ...conference, slug });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain("This url is a page of the site already.");
    }
  });
});

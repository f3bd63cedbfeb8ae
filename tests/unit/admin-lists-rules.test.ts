import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "@/lib/admin-lists/common";
import { ZManagersFilter, MANAGER_ROLES } from "@/lib/admin-lists/managers";
import { ZAwardUpdate } from "@/lib/admin-lists/awards";
import { ROLE } from "@/lib/auth/roles";

// The /managersNotRenewd and /counselorOfTheYear lists: managers
// (role 2; also directors 9 and state managers 12 if they buy) whose licence has expired or ends
// within N days (filter: expired / ending within 30/60/90 days); award status nominated|finalist|winner.

describe("administrator list rules", () => {
  it("managers not renewed: roles 2, 9 and 12; windows expired / 30 / 60 / 90 days, 30 by default", () => {
    expect([...MANAGER_ROLES].sort()).toEqual([ROLE.manager, ROLE.director, ROLE.stateManager].sort());
    expect(ZManagersFilter.parse({}).window).toBe("30");
    for (const w of ["expired", "30", "60", "90"]) expect(ZManagersFilter.parse({ window: w }).window).toBe(w);
    expect(ZManagersFilter.parse({ window: "45" }).window).toBe("30");
    expect(ZManagersFilter.parse({ role: "3" }).role).toBeNull();
  });

  it("an award is nominated, finalist or winner", () => {
    for (const s of ["nominated", "finalist", "winner"]) expect(ZAwardUpdate.safeParse({ status: s }).success).toBe(true);
    expect(ZAwardUpdate.safeParse({ status: "champion" }).success).toBe(false);
  });

  it("the CSV export quotes separators and neutralises spreadsheet formulas", () => {
    expect(csvField('Reyes, "Morgan"')).toBe('"Reyes, ""Morgan"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsv(["a", "b"], [[1, null]])).toBe("a,b\r\n1,\r\n");
  });
});

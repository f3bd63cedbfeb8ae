import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderAccessMatrix } from "@/lib/auth/access/matrix";
import { SCOPES } from "@/lib/auth/access/scopes";
import { ACTIONS, PERMISSIONS, can, grantOf, scopeOf } from "@/lib/auth/permissions";
import { ROLE } from "@/lib/auth/roles";

// The checked-in docs/access.md is the access table and the action every entry point asks, so a
// change of who may do what shows in review: regenerated here, it must equal the file.

const ROOT = path.resolve(__dirname, "../..");

describe("the access matrix", () => {
  it("docs/access.md is what `npm run access:matrix` writes from the table and the source", () => {
    const onDisk = readFileSync(path.join(ROOT, "docs/access.md"), "utf8");
    expect(onDisk === renderAccessMatrix(ROOT), "docs/access.md is stale: run `npm run access:matrix` and commit it").toBe(true);
  });

  it("every action is named domain.thing.verb and grants each role one of the six scopes", () => {
    for (const action of ACTIONS) {
      expect(action).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/);
      for (const scope of Object.values(grantOf(action))) expect(SCOPES).toContain(scope);
    }
  });

  it("an action is held at its scope by its roles only: a counselor reads their own lessons, a manager the team's, a secretary none", () => {
    expect(scopeOf({ roleId: ROLE.user }, "lesson.read")).toBe("own");
    expect(scopeOf({ roleId: ROLE.manager }, "lesson.read")).toBe("team");
    expect(scopeOf({ roleId: ROLE.admin }, "lesson.read")).toBe("all");
    expect(scopeOf({ roleId: ROLE.secretary }, "lesson.read")).toBeNull();
    expect(can({ roleId: ROLE.secretary }, "lesson.file.read")).toBe(false);
  });

  it("a district's settings are written by its managers and directors at district scope, never by a counselor or state manager", () => {
    expect(scopeOf({ roleId: ROLE.director }, "district.settings.write")).toBe("district");
    expect(scopeOf({ roleId: ROLE.user }, "district.settings.write")).toBeNull();
    expect(scopeOf({ roleId: ROLE.stateManager }, "district.settings.write")).toBeNull();
  });

  it("a special user holds only the actions that name them, at their own scope", () => {
    expect(scopeOf({ roleId: ROLE.user, specialUser: "DirSupport" }, "users.dropdown")).toBe("own");
    expect(can({ roleId: ROLE.user, specialUser: "DirSupport" }, "users.list")).toBe(false);
    expect(Object.keys(PERMISSIONS).length).toBe(ACTIONS.length);
  });
});

import { describe, expect, it } from "vitest";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// "Every /api/v1 route handler states who may call it (public, any signed-in user, or a list of
// roles) in one place, and a test walks all route files and fails if one does not."

const ROOT = path.resolve(__dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const files = [...routeFiles(path.join(ROOT, "app/api/v1")), ...routeFiles(path.join(ROOT, "app/home"))];

describe("route access", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))("%s states who may call each of its handlers", async (_name, file) => {
    const mod = (await import(file)) as Record<string, unknown>;
    const handlers = METHODS.filter((m) => m in mod);
    expect(handlers.length).toBeGreaterThan(0);
    for (const method of handlers) {
      const access = (mod[method] as { access?: unknown }).access;
      const valid = access === "public" || access === "user" || (Array.isArray(access) && access.length > 0 && access.every((r) => Number.isInteger(r)));
      expect(valid, `${method} of ${_name} must be built with withApi({ access })`).toBe(true);
    }
  });
});

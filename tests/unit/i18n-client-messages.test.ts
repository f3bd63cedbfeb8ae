import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import { CLIENT_BUNDLES, pickClientMessages, type TClientBundle } from "@/lib/i18n/client-messages";
import { loadMessages } from "@/lib/i18n/messages";

// Client components read their strings from what the root layout sends to the browser; a namespace
// left out would show raw keys. Every useTranslations("…") in a client file must be covered.
const ROOT = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// The shared kit (components/ui) renders inside client components as well as on the server: its strings count as a client's.
const clientFiles = ["app", "components", "lib"]
  .flatMap((d) => files(path.join(ROOT, d)))
  .filter((f) => /^\s*["']use client["']/m.test(readFileSync(f, "utf8")) || /\/use-[^/]+\.ts$/.test(f) || path.relative(ROOT, f).startsWith(`components${path.sep}ui${path.sep}`));

/** The namespaces a file reads: useTranslations("…") and a component's default namespace (`namespace = "…"`). */
const namespacesOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/useTranslations\(\s*["']([^"']+)["']\s*\)|\bnamespace = ["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]);

function has(messages: Record<string, unknown>, dotted: string): boolean {
  let node: unknown = messages;
  for (const part of dotted.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

describe("messages sent to the browser", () => {
  it("finds client components", () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it("cover every namespace a client component reads", async () => {
    const all = await loadMessages("en");
    const client = pickClientMessages(all);
    const missing: string[] = [];
    for (const file of clientFiles) {
      for (const ns of namespacesOf(file)) if (!has(client, ns)) missing.push(`${path.relative(ROOT, file)}: ${ns}`);
    }
    expect(missing).toEqual([]);
  });

  it("leave the long server-only copy out", async () => {
    const client = pickClientMessages(await loadMessages("en"));
    expect(has(client, "shell.question.saved")).toBe(true);
    expect("landing" in client || "dashboard" in client || "upcoming" in client).toBe(false);
    expect(Object.keys(en).length).toBeGreaterThan(Object.keys(client).length);
  });
});

// "message namespaces only for the client components on the page". Each public route
// group sends one bundle (its layout, or for the entry pages the sign-up view's dialogs and the lock
// page); the client components its pages render must find their strings in it.
const FOLDER_BUNDLES: [string, TClientBundle[]][] = [
  ["components/signup", ["entry"]],
  ["components/auth", ["entry", "quote"]],
  ["components/account", ["entry", "forms", "quote"]],
  ["components/pages", ["forms"]],
  ["components/training", ["landing"]],
  ["components/billing", ["quote"]],
  ["components/analysis", ["district"]],
];

describe("each public page group's bundle", () => {
  for (const [folder, bundles] of FOLDER_BUNDLES) {
    for (const bundle of bundles) {
      it(`covers what ${folder} reads (${bundle})`, async () => {
        const client = pickClientMessages(await loadMessages("en"), bundle);
        const missing: string[] = [];
        for (const file of clientFiles.filter((f) => path.relative(ROOT, f).startsWith(`${folder}/`))) {
          for (const m of readFileSync(file, "utf8").matchAll(/useTranslations\(\s*["']([^"']+)["']\s*\)/g)) {
            if (!has(client, m[1])) missing.push(`${path.relative(ROOT, file)}: ${m[1]}`);
          }
        }
        expect(missing).toEqual([]);
      });
    }
  }

  it("sends an information page no strings and a sign-up page no billing or calendar strings", async () => {
    const all = await loadMessages("en");
    expect(Object.keys(CLIENT_BUNDLES)).toContain("public");
    const entry = pickClientMessages(all, "entry");
    expect("billing" in entry || "calendar" in entry || ("pages" in entry && "faq" in (entry.pages as object))).toBe(false);
    expect(JSON.stringify(pickClientMessages(all, "public")).length).toBeLessThan(JSON.stringify(entry).length / 4);
  });
});

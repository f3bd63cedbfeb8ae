import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { TConnection } from "@/db/client";
import { dataAnalysisItems, targets, users, type TUserRow } from "@/db/schema";
import en from "@/messages/en.json";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

// The goal pages as server components, called with a signed-in counselor: what they read and hand
// to their islands, and the page boundary (another counselor's target is this page's 404).

const session: { user: TUserRow | null } = { user: null };
vi.mock("@/lib/auth/current-user", () => ({ requireActor: async () => ({ user: session.user, via: "cookie" }) }));
vi.mock("@/components/shell/forbidden", () => ({ guardArea: async () => null }));
vi.mock("next-intl/server", () => ({ getTranslations: async (namespace?: string) => createTranslator({ locale: "en", messages: en, namespace: namespace as never }) }));

const { default: GoalsPage } = await import("@/app/(app)/app/(goals)/goals/page");
const { default: NewTargetPage } = await import("@/app/(app)/app/(goals)/goals/new/page");
const { default: EditTargetPage } = await import("@/app/(app)/app/(goals)/goals/edit/[id]/page");
const { default: TargetDefinitionPage } = await import("@/app/(app)/app/(goals)/targetDefinition/page");
const { default: TargetCommentsPage } = await import("@/app/(app)/app/(goals)/targetComment/edit/[id]/page");
const { TargetForm } = await import("@/components/goals/target-form");
const { DataAnalysisManager } = await import("@/components/goals/data-analysis-manager");
const { DataTable } = await import("@/components/ui/data-table");

/** Every element of a tree whose type is `type` (the page's islands with the props they get). */
function find(node: ReactNode, type: unknown): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap((n) => find(n, type));
  if (!isValidElement(node)) return [];
  const el = node as ReactElement<Record<string, unknown>>;
  return [...(el.type === type ? [el] : []), ...find(el.props.children as ReactNode, type)];
}

const digest = async (render: Promise<unknown>) =>
  (
    (await render.then(
      () => null,
      (e: unknown) => e,
    )) as { digest?: string } | null
  )?.digest ?? null;

describe.each(DRIVERS)("goal pages (%s)", (driver) => {
  let conn: TConnection;
  const people: Record<string, TUserRow> = {};
  let mine: number;
  let theirsShared: number;
  let theirsPrivate: number;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    for (const u of ["counselor", "hscounselor"]) people[u] = (await conn.db.select().from(users).where(eq(users.username, u)))[0];
    await conn.db.insert(dataAnalysisItems).values({ userId: people.counselor.id, name: "Chronic absenteeism", type: "attendance", priority: 1 });
    await conn.db.insert(dataAnalysisItems).values({ userId: people.counselor.id, name: "Old item", type: "other", priority: 2, active: false });
    [{ id: mine }] = await conn.db.insert(targets).values({ userId: people.counselor.id, name: "My target" }).returning({ id: targets.id });
    [{ id: theirsShared }] = await conn.db.insert(targets).values({ userId: people.hscounselor.id, name: "Their shared target", share: true }).returning({ id: targets.id });
    [{ id: theirsPrivate }] = await conn.db.insert(targets).values({ userId: people.hscounselor.id, name: "Their private target" }).returning({ id: targets.id });
    session.user = people.counselor;
  });
  afterAll(async () => conn.close());

  it("/app/goals/new hands the new-target form the active data priorities and the standards with their label", async () => {
    const [form] = find(await NewTargetPage(), TargetForm);
    expect(form.props.form).toBe("new");
    expect(form.props.initial).toBeNull();
    expect((form.props.priorities as { label: string }[]).map((p) => p.label)).toEqual(["Chronic absenteeism"]);
    expect((form.props.standards as unknown[]).length).toBeGreaterThan(30);
    expect(form.props.standardsLabel).toBe(people.counselor.logo === 3 ? "Student Standards" : "Mindsets & Behavior");
  });

  it("/app/goals/edit/{id} hands the goal edit form the author's target", async () => {
    const [form] = find(await EditTargetPage({ params: Promise.resolve({ id: String(mine) }) }), TargetForm);
    expect(form.props.form).toBe("edit");
    expect(form.props.initial).toMatchObject({ id: mine, name: "My target", isOwner: true });
  });

  it("counselor-cannot-edit-another-counselors-target: the edit page is a 404 for another's target, shared or not, and for junk ids", async () => {
    for (const id of [String(theirsShared), String(theirsPrivate), "abc", "0", "99999999"]) {
      expect(await digest(EditTargetPage({ params: Promise.resolve({ id }) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    }
  });

  it("counselor-cannot-read-another-counselors-unshared-target-comments: the comments page is a 404 for it, and opens for a shared one", async () => {
    expect(await digest(TargetCommentsPage({ params: Promise.resolve({ id: String(theirsPrivate) }) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    const page = await TargetCommentsPage({ params: Promise.resolve({ id: String(theirsShared) }) });
    expect(JSON.stringify(find(page, "h1").map((h) => h.props.children))).toContain("Their shared target");
  });

  it("/app/goals lists mine and the shared ones, never another's private target", async () => {
    // The list engine gets the rows the page chose; their names are what the table shows.
    const listed = (el: ReactNode) => JSON.stringify(find(el, DataTable).flatMap((t) => (t.props.rows as { name: string }[]).map((r) => r.name)));
    const page = await GoalsPage({ searchParams: Promise.resolve({}) });
    const text = listed(page);
    expect(text).toContain("My target");
    expect(text).toContain("Their shared target");
    expect(text).not.toContain("Their private target");
    const searched = await GoalsPage({ searchParams: Promise.resolve({ q: "shared", scope: "shared" }) });
    expect(listed(searched)).not.toContain("My target");
    expect(listed(searched)).toContain("Their shared target");
    // A broken query is the default list, never an error.
    await expect(GoalsPage({ searchParams: Promise.resolve({ page: "-4", scope: "x" }) })).resolves.toBeTruthy();
  });

  it("/app/targetDefinition hands the manager every data priority of the user, active or not", async () => {
    const [manager] = find(await TargetDefinitionPage(), DataAnalysisManager);
    expect((manager.props.items as { name: string }[]).map((i) => i.name)).toEqual(["Chronic absenteeism", "Old item"]);
    expect(manager.props.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

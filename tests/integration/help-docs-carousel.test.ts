import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, users } from "@/db/schema";
import type { TActor } from "@/lib/auth/current-user";
import { carouselEditorInitial, getCarouselText, saveCarouselText } from "@/lib/help-docs/carousel-text";
import { DRIVERS, sharedDemoDatabase } from "../support/db";

describe.each(DRIVERS)("carousel text editor (%s)", (driver) => {
  let conn: TConnection;
  const actorOf = async (username: string): Promise<TActor> => ({ user: (await conn.db.select().from(users).where(eq(users.username, username)))[0], sessionId: "test", via: "bearer" });
  const text = { en: { title: "Try SCUTA free", line1: "No card needed", line2: "" }, it: { title: "Prova SCUTA gratis", line1: "", line2: "" }, de: { title: "", line1: "", line2: "" } };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("starts from the message files' text in each language", async () => {
    const initial = await carouselEditorInitial(conn.db);
    expect(initial.en.title).toBe("Try SCUTA for FREE");
    expect(initial.it.title).not.toBe("");
  });

  it("the admin saves it in a settings row (audited); a counselor or manager cannot; bad input is refused", async () => {
    await expect(saveCarouselText(conn.db, await actorOf("counselor"), text, new Date())).rejects.toMatchObject({ status: 403 });
    await expect(saveCarouselText(conn.db, await actorOf("manager"), text, new Date())).rejects.toMatchObject({ status: 403 });
    await expect(saveCarouselText(conn.db, await actorOf("admin"), { ...text, en: { ...text.en, title: "" } }, new Date())).rejects.toThrow();
    await expect(saveCarouselText(conn.db, await actorOf("admin"), { ...text, it: { ...text.it, line1: "x".repeat(121) } }, new Date())).rejects.toThrow();
    await saveCarouselText(conn.db, await actorOf("admin"), text, new Date());
    expect(await getCarouselText(conn.db)).toEqual(text);
    const [audit] = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "setting"), eq(auditLog.entityId, "carousel_text")));
    expect(audit).toMatchObject({ action: "create" });
  });
});

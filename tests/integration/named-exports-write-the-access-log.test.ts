import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection, TDb } from "@/db/client";
import { clients, events, managedUsers, memberships, pdfLinks, schoolDistricts, studentAccessLog, users, type TUserRow } from "@/db/schema";
import { GET as exportRoute } from "@/app/api/v1/client/[id]/export/route";
import { GET as pdfRoute } from "@/app/api/v1/pdf/[token]/route";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { zeroCounts } from "@/lib/clients/rules";
import { flushAccessLog } from "@/lib/privacy/access-log";
import { logNamedStudents, logRowsNamed, namedStudentEntries } from "@/lib/privacy/named-reads";
import { PDF_RENDERERS } from "@/lib/pdf/renderers";
import { renderStudentExportPdf, STUDENT_EXPORT_PDF_KIND } from "@/lib/privacy/student-pdf-link";
import { ZReportQuery } from "@/lib/reports/period";
import { runReport } from "@/lib/reports/run";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

// Every way a student's record leaves by name writes the student's access log in the same request:
// one entry per student named, with the channel it left through. A report read on the reader's own
// screen ("report"), the student's export (JSON "export"; the PDF "pdf" when its link is opened),
// and any list or file that names students (lib/privacy/named-reads.ts). What names no one (a
// group, a name withheld or masked by the eye) logs nothing.

const NOW = new Date();
const q = () => ZReportQuery.parse({ period: "custom", from: "2026-03-01", to: "2026-04-30" });

describe.each(DRIVERS)("exports that name students write the access log (%s)", (driver) => {
  let conn: TConnection;
  let db: TDb;
  let rita: TUserRow;
  let mo: TUserRow;
  let students: number[];
  let token: string;
  const logged = (readerId: number, channel: "report" | "csv" | "pdf" | "export" | "page") =>
    db
      .select()
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.readerId, readerId), eq(studentAccessLog.channel, channel)));

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver, NOW);
    db = conn.db;
    const person = (username: string, roleId: number, firstName: string) => ({ username, email: `${username}@named.test`, roleId, active: true, expires: "2030-07-31", firstName, lastName: "Named" });
    [rita, mo] = await db
      .insert(users)
      .values([person("rita_named", 1, "Rita"), person("mo_named", 2, "Mo")])
      .returning();
    await db.insert(managedUsers).values({ managerId: mo.id, userId: rita.id });
    const [{ leaid }] = await db.select({ leaid: schoolDistricts.leaid }).from(schoolDistricts).limit(1);
    await db.insert(memberships).values([rita, mo].map((u) => ({ userId: u.id, leaid, roleId: u.roleId, status: "active" as const, source: "admin" as const })));
    students = (
      await db
        .insert(clients)
        .values(Array.from({ length: 6 }, (_, i) => ({ userId: rita.id, type: "student" as const, name: `Named Student ${i}`, gradeId: 9, counts: { ...zeroCounts(), male: 1 }, count: 1 })))
        .returning({ id: clients.id })
    ).map((r) => r.id);
    const base = { status: "done" as const, time: "09:00", durationMinutes: 30, categoryId: 3, studentsCount: 1 };
    await db.insert(events).values(students.slice(0, 3).map((id, i) => ({ ...base, userId: rita.id, title: `Check-in ${i}`, date: `2026-03-0${2 + i}`, clientId: id })));
    await db
      .update(users)
      .set({ passwordHash: (await db.select({ h: users.passwordHash }).from(users).where(eq(users.username, "counselor")))[0].h })
      .where(eq(users.id, mo.id));
    token = (await call(loginRoute, { body: { username: "mo_named", password: "demo-pass-2026" } })).json.token as string;
  }, 300_000);
  afterAll(async () => {
    await flushAccessLog(db);
    await conn?.close();
  });

  it("a report read on the reader's own screen that names students logs each of them once ('report', the report's key)", async () => {
    const run = await runReport(db, rita, "studentContact", q(), NOW, "en", { onOwnScreen: true });
    expect(run.result.table.rows.length).toBe(6);
    await flushAccessLog(db);
    const rows = await logged(rita.id, "report");
    expect(rows.map((r) => r.clientId).sort()).toEqual([...students].sort());
    expect(new Set(rows.map((r) => r.detail))).toEqual(new Set(["studentContact"]));
  });

  it("a list or file that names students logs one entry per student named; a group, a withheld or an eye-masked name logs nothing", async () => {
    const rows = [
      { client_id: students[0], client_type: "student" as const, client_name: "Named Student 0" },
      { client_id: students[0], client_type: "student" as const, client_name: "Named Student 0" },
      { client_id: students[1], client_type: "student" as const, client_name: "Named Student 1" },
      { client_id: 999_999, client_type: "group" as const, client_name: "A group" },
      { client_id: null, client_type: null, client_name: null },
    ];
    const read = { ownerId: rita.id, readerId: mo.id, channel: "csv" as const, detail: "logs csv" };
    expect(namedStudentEntries(logRowsNamed(rows, false), read)).toEqual([]);
    expect(logNamedStudents(db, logRowsNamed(rows, true), read, NOW)).toBe(2);
    await flushAccessLog(db);
    const written = await logged(mo.id, "csv");
    expect(written.map((r) => r.clientId).sort()).toEqual([students[0], students[1]].sort());
    expect(written.every((r) => r.ownerId === rita.id && r.detail === "logs csv")).toBe(true);
  });

  it("the student export: JSON logs 'export' in the request; the PDF is a short-lived link whose opening logs 'pdf'", async () => {
    const json = await call(exportRoute, { token, path: `/api/v1/client/${students[3]}/export`, params: { id: String(students[3]) } });
    expect(json.status).toBe(200);
    await flushAccessLog(db);
    expect((await logged(mo.id, "export")).map((r) => r.clientId)).toEqual([students[3]]);
    const pdf = await call(exportRoute, { token, path: `/api/v1/client/${students[4]}/export?format=pdf`, params: { id: String(students[4]) } });
    expect(pdf.status).toBe(303);
    const link = pdf.json.link as string;
    expect(link).toMatch(/^\/api\/v1\/pdf\/[A-Za-z0-9_-]{43}$/);
    await flushAccessLog(db);
    // Asking for the link reads nothing yet; opening it does.
    expect(await logged(mo.id, "pdf")).toEqual([]);
    const [row] = await db
      .select()
      .from(pdfLinks)
      .where(eq(pdfLinks.token, link.slice(link.lastIndexOf("/") + 1)));
    expect(row).toMatchObject({ subjectId: students[4], userId: mo.id });
    expect((await renderStudentExportPdf(db, row))?.subarray(0, 4).toString()).toBe("%PDF");
    await flushAccessLog(db);
    expect((await logged(mo.id, "pdf")).map((r) => r.clientId)).toEqual([students[4]]);
  });

  it("the link opens through GET /api/v1/pdf/{token} (the store's renderer of the student export)", async () => {
    expect(PDF_RENDERERS[STUDENT_EXPORT_PDF_KIND]).toBe(renderStudentExportPdf);
    const res = await call(exportRoute, { token, path: `/api/v1/client/${students[2]}/export?format=pdf`, params: { id: String(students[2]) } });
    const link = res.json.link as string;
    const req = new (await import("next/server")).NextRequest(new URL(link, "http://localhost"), { headers: { authorization: `Bearer ${token}` } });
    const opened = await pdfRoute(req, { params: Promise.resolve({ token: link.slice(link.lastIndexOf("/") + 1) }) });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
  });

  it("a reader who may no longer export the student when the link is opened gets nothing and logs nothing", async () => {
    const pdf = await call(exportRoute, { token, path: `/api/v1/client/${students[5]}/export?format=pdf`, params: { id: String(students[5]) } });
    const link = pdf.json.link as string;
    const [row] = await db
      .select()
      .from(pdfLinks)
      .where(eq(pdfLinks.token, link.slice(link.lastIndexOf("/") + 1)));
    await db.delete(managedUsers).where(and(eq(managedUsers.managerId, mo.id), eq(managedUsers.userId, rita.id)));
    try {
      expect(await renderStudentExportPdf(db, row)).toBeNull();
      await flushAccessLog(db);
      expect((await logged(mo.id, "pdf")).map((r) => r.clientId)).not.toContain(students[5]);
    } finally {
      await db.insert(managedUsers).values({ managerId: mo.id, userId: rita.id });
    }
  });

  it("a reader who may not export the student gets a 404 and no link", async () => {
    const before = (await db.select().from(pdfLinks)).length;
    const other = (await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } })).json.token as string;
    const res = await call(exportRoute, { token: other, path: `/api/v1/client/${students[0]}/export?format=pdf`, params: { id: String(students[0]) } });
    expect(res.status).toBe(404);
    expect((await db.select().from(pdfLinks)).length).toBe(before);
  });
});

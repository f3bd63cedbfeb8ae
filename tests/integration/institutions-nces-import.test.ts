import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { auditLog, schoolDistricts, schools, users } from "@/db/schema";
import { POST as uploadRoute } from "@/app/api/v1/files/upload/route";
import { GET as leaidByZipRoute } from "@/app/home/searchLEAIDbyZipCode/[zip]/route";
import { GET as searchByZipRoute } from "@/app/home/searchByZip/[zip]/route";
import type { TActor } from "@/lib/auth/current-user";
import { importNcesFile, runNcesImport } from "@/lib/institutions/nces-import";
import { checkNcesFile, levelOf, parseCsv } from "@/lib/institutions/nces-rules";
import { importNcesUploadSlice, previewNcesUpload } from "@/lib/institutions/nces-upload";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";
import { chunksOf, postChunk, tokenOf } from "./upload-support";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/nces", name), "utf8");
const LEA = fixture("ccd_lea_sample.csv");
const SCH = fixture("ccd_sch_sample.csv");

describe("NCES directory files (pure rules)", () => {
  it("reads RFC 4180 CSV: quoted commas, doubled quotes, CRLF, a BOM", () => {
    const rows: string[][] = [];
    parseCsv('\uFEFFA,B\r\n"x, y","say ""hi"""\r\n', (f) => rows.push(f));
    expect(rows).toEqual([
      ["A", "B"],
      ["x, y", 'say "hi"'],
    ]);
  });

  it("the district file: a duplicate LEAID and a malformed LEAID are rejected with their line", () => {
    const check = checkNcesFile(LEA);
    expect(check.kind).toBe("districts");
    expect(check.total).toBe(5);
    expect(check.rows.map((r) => r.leaid)).toEqual(["5099901", "5099902", "5099903"]);
    expect(check.rejected).toEqual([
      { line: 5, id: "5099902", reason: "duplicate_leaid" },
      { line: 6, id: "50A9904", reason: "malformed_leaid" },
    ]);
  });

  it("the school file: malformed NCESSCH, duplicate NCESSCH, a school outside its LEAID and a missing zip are rejected", () => {
    const check = checkNcesFile(SCH);
    if (check.kind !== "schools") throw new Error("expected the school directory");
    expect(check.rows).toHaveLength(6);
    expect(check.rejected.map((r) => [r.line, r.reason])).toEqual([
      [8, "malformed_ncessch"],
      [9, "duplicate_ncessch"],
      [10, "school_outside_district"],
      [11, "malformed_zip"],
    ]);
    expect(check.rows.find((r) => r.ncessch === "509990200001")).toMatchObject({ schnam: "Shelburne Community School, Lower Campus", zip: "05482", level: 1 });
    expect(check.rows.find((r) => r.ncessch === "509990500001")).toMatchObject({ schnam: 'Lakeview "Island" School', level: 4 });
  });

  it("CCD LEVEL text and codes map to 0-4; leading zeros a spreadsheet dropped are restored", () => {
    expect([levelOf("Elementary"), levelOf("Middle"), levelOf("High"), levelOf("Other"), levelOf("Not reported"), levelOf("3")]).toEqual([1, 2, 3, 4, 0, 3]);
    const check = checkNcesFile("LEAID,LEA_NAME,ST,LZIP\n100005,Albertville City,AL,35950\n");
    expect(check.rows[0]).toMatchObject({ leaid: "0100005", zip: "35950" });
  });

  it("a file that is not an NCES directory is refused", () => {
    expect(() => checkNcesFile("name,email\nA,a@b.c\n")).toThrow(/not an NCES/);
  });
});

describe.each(DRIVERS)("NCES import (%s)", (driver) => {
  let conn: TConnection;
  let admin: TActor;
  let counselor: TActor;
  const actorOf = async (username: string): Promise<TActor> => {
    const [user] = await conn.db.select().from(users).where(eq(users.username, username));
    return { user, sessionId: "test", via: "bearer" };
  };

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
    admin = await actorOf("admin");
    counselor = await actorOf("counselor");
  });
  afterAll(async () => conn.close());

  it("only an administrator imports (only administrators edit institutions)", async () => {
    await expect(importNcesFile(conn.db, counselor, LEA, new Date())).rejects.toMatchObject({ status: 403 });
  });

  it("imports the district then the school sample: upserts by LEAID/NCESSCH, creates a missing district from LEA_NAME, audits", async () => {
    const lea = await importNcesFile(conn.db, admin, LEA, new Date());
    expect(lea).toMatchObject({ kind: "districts", total: 5, accepted: 3, rejectedCount: 2, inserted: 3, updated: 0 });
    const sch = await importNcesFile(conn.db, admin, SCH, new Date());
    expect(sch).toMatchObject({ kind: "schools", total: 10, accepted: 6, rejectedCount: 4, inserted: 6, updated: 0 });
    const stored = await conn.db.select().from(schools).where(like(schools.ncessch, "50999%"));
    expect(stored).toHaveLength(6);
    expect(stored.find((s) => s.ncessch === "509990100003")).toMatchObject({
      schnam: "Green Mountain High School",
      leaid: "5099901",
      state: "VT",
      zip: "05602",
      level: 3,
      timezone: "America/New_York",
    });
    const [created] = await conn.db.select().from(schoolDistricts).where(eq(schoolDistricts.leaid, "5099905"));
    expect(created).toMatchObject({ name: "Lake Islands School District", state: "VT" });
    const audits = await conn.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "import"), eq(auditLog.actorId, admin.user.id)));
    expect(audits.map((a) => a.after)).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: "nces", accepted: 3, rejected: 2 }), expect.objectContaining({ source: "nces", accepted: 6, rejected: 4 })]),
    );
  });

  it("importing the same file again updates rather than duplicates", async () => {
    const changed = SCH.replace("Green Mountain High School", "Green Mountain Regional High School");
    const again = await runNcesImport(conn.db, changed);
    expect(again).toMatchObject({ inserted: 0, updated: 6 });
    const [row] = await conn.db.select().from(schools).where(eq(schools.ncessch, "509990100003"));
    expect(row.schnam).toBe("Green Mountain Regional High School");
  });

  it("the imported schools are found by zip on the public sign-up look-ups", async () => {
    const res = await call(searchByZipRoute, { params: { zip: "05602" } });
    expect((res.json.schools as { NCESSCH: string }[]).map((s) => s.NCESSCH)).toEqual(expect.arrayContaining(["509990100001", "509990100002", "509990100003"]));
    const districts = await call(leaidByZipRoute, { headers: { "x-forwarded-for": "203.0.113.90" }, params: { zip: "05461" } });
    expect(districts.json.LEAIDList).toEqual([expect.objectContaining({ LEAID: "5099902" })]);
  });

  it("the admin page's path: an uploaded CSV is previewed, then imported slice by slice to the end with the audit", async () => {
    const token = await tokenOf("admin");
    const bytes = new TextEncoder().encode(LEA);
    let id = "";
    for (const c of chunksOf(bytes, { chunkSize: 1024 * 1024, name: "ccd_lea_sample.csv", identifier: `nces-${driver}` })) {
      const res = await postChunk(uploadRoute, token, c.fields, c.bytes);
      expect(res.status).toBeLessThan(300);
      const data = res.json.data as { file: { id: string } | null } | undefined;
      if (data?.file) id = data.file.id;
    }
    expect(id).not.toBe("");
    const preview = await previewNcesUpload(conn.db, admin, id);
    expect(preview).toMatchObject({ kind: "districts", total: 5, accepted: 3, rejectedCount: 2 });
    expect(preview.rejected.map((r) => r.reason)).toEqual(["duplicate_leaid", "malformed_leaid"]);
    const slice = await importNcesUploadSlice(conn.db, admin, { uploadId: id, from: 0, sofar: { inserted: 0, updated: 0 } }, new Date());
    expect(slice).toMatchObject({ done: 3, accepted: 3, finished: true, updated: 3 });
    expect(slice.result).toMatchObject({ rejectedCount: 2 });
    await expect(previewNcesUpload(conn.db, counselor, id)).rejects.toMatchObject({ status: 403 });
  });
});

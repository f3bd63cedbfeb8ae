import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TConnection } from "@/db/client";
import { clientMembers, clients, events, users } from "@/db/schema";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as listRoute, POST as saveRoute } from "@/app/api/v1/client/route";
import { GET as onlyStudentsRoute } from "@/app/api/v1/client/getOnlyStudents/route";
import { GET as lastIdRoute } from "@/app/api/v1/client/lastID/route";
import { DELETE as deleteRoute, GET as oneRoute } from "@/app/api/v1/client/[id]/route";
import type { TActor } from "@/lib/auth/current-user";
import { assertOwnClient, listClients } from "@/lib/clients/queries";
import { importRoster, previewRoster } from "@/lib/clients/import-roster";
import type { TClientJson } from "@/lib/clients/schemas";
import { DRIVERS, sharedDemoDatabase } from "../support/db";
import { call } from "../support/api";

const HEADER = "name,student_number,grade,gender,esl,frl,iep,ada,race";

describe.each(DRIVERS)("students and groups (%s)", (driver) => {
  let conn: TConnection;
  const tokens: Record<string, string> = {};
  const tokenOf = async (username: string) => {
    tokens[username] ??= (await call(loginRoute, { body: { username, password: "demo-pass-2026" } })).json.token as string;
    return tokens[username];
  };
  const userId = async (username: string) => (await conn.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const actorOf = async (username: string): Promise<TActor> => ({
    user: (await conn.db.select().from(users).where(eq(users.username, username)))[0],
    sessionId: "test",
    via: "bearer",
  });
  const clientId = async (username: string, name: string) =>
    (
      await conn.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.userId, await userId(username)), eq(clients.name, name)))
    )[0].id;

  beforeAll(async () => {
    conn = await sharedDemoDatabase(driver);
  });
  afterAll(async () => conn.close());

  it("GET /api/v1/client?type=students lists the counselor's students with every count", async () => {
    const res = await call(listRoute, { token: await tokenOf("counselor"), path: "/api/v1/client?type=students" });
    expect(res.status).toBe(200);
    const data = res.json.data as TClientJson[];
    expect(data.map((c) => c.name)).toContain("Jordan Lee");
    expect(data.every((c) => c.type === "student")).toBe(true);
    expect(data.find((c) => c.name === "Jordan Lee")).toMatchObject({ male: 1, female: 0, count: 1, asm: 1, frl: 1, esl: 0, learningSupport: 0, student_number: "S-1001" });
  });

  it("GET /api/v1/client?type=groups lists groups with their assigned students", async () => {
    const res = await call(listRoute, { token: await tokenOf("counselor"), path: "/api/v1/client?type=groups" });
    const group = (res.json.data as TClientJson[]).find((c) => c.name === "Friendship group")!;
    expect(group.students).toHaveLength(3);
    expect(group.count).toBe(group.male + group.female);
  });

  it("getOnlyStudents answers students only; lastID the newest id", async () => {
    const token = await tokenOf("counselor");
    const only = await call(onlyStudentsRoute, { token, path: "/api/v1/client/getOnlyStudents" });
    expect((only.json.data as TClientJson[]).every((c) => c.type === "student")).toBe(true);
    const created = await call(saveRoute, { token, body: { type: "student", name: "Lina Novak", female: 1 } });
    const last = await call(lastIdRoute, { token, path: "/api/v1/client/lastID" });
    expect(last.json).toEqual({ status_code: 200, lastID: (created.json.data as TClientJson).id });
  });

  it("POST creates a client with all counts defaulting to 0, and count = male + female", async () => {
    const res = await call(saveRoute, { token: await tokenOf("counselor"), body: { type: "group", name: "Lunch bunch", male: 5, female: 4, ESL: 2 } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ type: "group", name: "Lunch bunch", male: 5, female: 4, count: 9, esl: 2, frl: 0, trf: 0, autisticSupport: 0, students: [] });
  });

  it("assigned students compute a group's counts and override the typed ones; a changed student updates its groups", async () => {
    const token = await tokenOf("counselor");
    const maya = await clientId("counselor", "Maya Patel");
    const diego = await clientId("counselor", "Diego Ramos");
    const res = await call(saveRoute, { token, body: { type: "group", name: "Newcomers", male: 40, female: 40, students: [maya, diego] } });
    const group = res.json.data as TClientJson;
    expect(group).toMatchObject({ male: 1, female: 1, count: 2, asf: 1, him: 1, esl: 1, iep: 1, students: [maya, diego].sort((a, b) => a - b) });

    const mayaJson = (await call(oneRoute, { token, params: { id: String(maya) } })).json.data as TClientJson;
    await call(saveRoute, { token, body: { ...mayaJson, frl: 1 } });
    const after = (await call(oneRoute, { token, params: { id: String(group.id) } })).json.data as TClientJson;
    expect(after.frl).toBe(1);
  });

  it("bad input answers 422 with one entry per field and writes nothing", async () => {
    const token = await tokenOf("counselor");
    const before = (await conn.db.select({ id: clients.id }).from(clients)).length;
    const res = await call(saveRoute, { token, body: { type: "student", name: "", male: 1, female: 1, esl: -1 } });
    expect(res.status).toBe(422);
    expect(res.json.error!.map((e) => e.field)).toEqual(expect.arrayContaining(["name", "esl", "female"]));
    expect((await conn.db.select({ id: clients.id }).from(clients)).length).toBe(before);
  });

  it("counselor-cannot-read-other-counselors-clients", async () => {
    const token = await tokenOf("counselor");
    const theirs = await clientId("expiring", "Jordan Lee");
    const one = await call(oneRoute, { token, params: { id: String(theirs) } });
    expect(one.status).toBe(404);
    expect(JSON.stringify(one.json)).not.toContain("Jordan");
    const list = await call(listRoute, { token, path: `/api/v1/client?user_id=${await userId("expiring")}` });
    expect(list.status).toBe(404);
    await expect(assertOwnClient(conn.db, await userId("counselor"), theirs)).rejects.toMatchObject({ status: 404, code: "not_found" });
  });

  it("counselor-cannot-change-other-counselors-clients", async () => {
    const token = await tokenOf("counselor");
    const theirs = await clientId("expiring", "Avery Kim");
    const update = await call(saveRoute, { token, body: { id: theirs, type: "student", name: "Renamed", female: 1 } });
    expect(update.status).toBe(404);
    const del = await call(deleteRoute, { token, method: "DELETE", params: { id: String(theirs) } });
    expect(del.status).toBe(404);
    const theirStudent = await clientId("expiring", "Maya Patel");
    const assign = await call(saveRoute, { token, body: { type: "group", name: "Poached", students: [theirStudent] } });
    expect(assign.status).toBe(404);
    expect((await conn.db.select().from(clients).where(eq(clients.id, theirs)))[0].name).toBe("Avery Kim");
    expect(await conn.db.select().from(clients).where(eq(clients.name, "Poached"))).toEqual([]);
  });

  it("a manager reads a managed counselor's clients with user_id, but writes only their own", async () => {
    const token = await tokenOf("manager");
    const list = await call(listRoute, { token, path: `/api/v1/client?type=students&user_id=${await userId("counselor")}` });
    expect(list.status).toBe(200);
    expect((list.json.data as TClientJson[]).map((c) => c.name)).toContain("Avery Kim");
    const theirs = await clientId("counselor", "Avery Kim");
    const update = await call(saveRoute, { token, body: { id: theirs, type: "student", name: "Changed by manager", female: 1 } });
    expect(update.status).toBe(404);
  });

  it("a secretary never reads a counselor's students", async () => {
    // A secretary holds no student.read in the access table: refused before any student is looked up.
    const list = await call(listRoute, { token: await tokenOf("secretary"), path: `/api/v1/client?user_id=${await userId("counselor")}` });
    expect(list.status).toBe(403);
  });

  it("a deleted client leaves its events with client_id null, and its groups recomputed", async () => {
    const token = await tokenOf("counselor");
    const jordan = await clientId("counselor", "Jordan Lee");
    const study = await clientId("counselor", "Study skills group");
    const eventsBefore = await conn.db.select({ id: events.id }).from(events).where(eq(events.clientId, jordan));
    expect(eventsBefore.length).toBeGreaterThan(0);
    const groupBefore = (await call(oneRoute, { token, params: { id: String(study) } })).json.data as TClientJson;
    const res = await call(deleteRoute, { token, method: "DELETE", params: { id: String(jordan) } });
    expect(res.status).toBe(200);
    for (const e of eventsBefore) {
      const [row] = await conn.db.select({ clientId: events.clientId }).from(events).where(eq(events.id, e.id));
      expect(row.clientId).toBeNull();
    }
    const groupAfter = (await call(oneRoute, { token, params: { id: String(study) } })).json.data as TClientJson;
    expect(groupAfter.students).not.toContain(jordan);
    expect(groupAfter.male).toBe(groupBefore.male - 1);
    expect(await conn.db.select().from(clientMembers).where(eq(clientMembers.studentId, jordan))).toEqual([]);
  });

  it("an id that is not a number answers 404", async () => {
    const res = await call(oneRoute, { token: await tokenOf("counselor"), params: { id: "abc" } });
    expect(res.status).toBe(404);
  });

  it("a roster import creates new students and updates those with a known student number, in one go", async () => {
    const actor = await actorOf("counselor");
    const csv = `${HEADER}\nAvery Kim,S-1002,10,F,1,1,0,0,AS\nTom Berger,S-2001,9,M,0,0,1,0,WH\n"Rossi, Giulia",S-2002,K,F,Y,N,N,N,\n`;
    const preview = await previewRoster(conn.db, actor, csv);
    expect(preview).toMatchObject({ errors: [], created: 2, updated: 1 });
    expect(await conn.db.select().from(clients).where(eq(clients.studentNumber, "S-2001"))).toEqual([]);

    const done = await importRoster(conn.db, actor, csv, new Date());
    expect(done.committed).toBe(true);
    const students = await listClients(conn.db, actor, { type: "student" });
    expect(students.find((c) => c.student_number === "S-2001")).toMatchObject({ name: "Tom Berger", male: 1, iep: 1, whm: 1, count: 1 });
    expect(students.find((c) => c.name === "Rossi, Giulia")).toMatchObject({ grade_id: 0, esl: 1 });
    expect(students.filter((c) => c.student_number === "S-1002")).toHaveLength(1);
    expect(students.find((c) => c.student_number === "S-1002")).toMatchObject({ frl: 1, esl: 1, asf: 1 });
    // Another counselor's student with the same number is untouched.
    const theirs = await listClients(conn.db, await actorOf("expiring"), { type: "student" });
    expect(theirs.find((c) => c.student_number === "S-1002")).toMatchObject({ frl: 0, esl: 0 });
  });

  it("a roster with one bad row imports nothing and names the line at fault", async () => {
    const actor = await actorOf("counselor");
    const before = (await listClients(conn.db, actor, { type: "student" })).length;
    const res = await importRoster(conn.db, actor, `${HEADER}\nGood Row,S-3001,9,M,0,0,0,0,\nBad Row,S-3002,9,Q,0,0,0,0,\n`, new Date());
    expect(res.committed).toBe(false);
    expect(res.errors).toEqual([expect.objectContaining({ line: 3, field: "gender" })]);
    expect((await listClients(conn.db, actor, { type: "student" })).length).toBe(before);
  });
});

// In-memory Google Calendar and Microsoft Graph, behind one fetch function, for the two-way sync
// tests (there is no network here). They implement just what lib/calendar/sync-*.ts calls, the way
// the providers document it: OAuth code and refresh grants (invalid_grant once revoked), Google
// events.list with syncToken/nextSyncToken (410 once expired) and etags, Graph calendarView/delta
// with deltaLink and "@removed", changeKey and transactionId. Small pages, so paging is exercised.

export type TRecorded = { method: string; url: string; body: unknown };

type TGoogleEvent = {
  id: string;
  etag: string;
  status: "confirmed" | "cancelled";
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  seq: number;
};

type TGraphEvent = {
  id: string;
  changeKey: string;
  transactionId?: string | null;
  subject?: string;
  bodyPreview?: string;
  location?: { displayName?: string };
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  isAllDay?: boolean;
  isCancelled?: boolean;
  removed?: boolean;
  seq: number;
};

const PAGE = 25;
const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const idToken = (email: string) => `h.${Buffer.from(JSON.stringify({ email })).toString("base64url")}.s`;

export function fakeCalendars() {
  let seq = 0;
  let n = 0;
  const calls: TRecorded[] = [];
  const failures: { match: (method: string, url: string) => boolean; status: number }[] = [];
  const oauth = {
    google: { refresh: new Set<string>(), access: new Set<string>(), revoked: [] as string[] },
    outlook: { refresh: new Set<string>(), access: new Set<string>(), revoked: [] as string[] },
  };
  const google = new Map<string, TGoogleEvent>();
  const graph = new Map<string, TGraphEvent>();
  const expiredSyncTokens = new Set<string>();
  let graphExpiredBefore = 0;
  const graphPages = new Map<string, unknown[]>();

  function grant(provider: "google" | "outlook", form: URLSearchParams) {
    const o = oauth[provider];
    const type = form.get("grant_type");
    if (type === "authorization_code") {
      if (!form.get("code")?.startsWith("good-")) return json({ error: "invalid_grant" }, 400);
      const refresh = `${provider}-refresh-SECRET-${++n}`;
      const access = `${provider}-access-${++n}`;
      o.refresh.add(refresh);
      o.access.add(access);
      return json({ access_token: access, refresh_token: refresh, expires_in: 3600, id_token: idToken(`casey@${provider}.example`) });
    }
    if (type === "refresh_token") {
      const old = form.get("refresh_token") ?? "";
      if (!o.refresh.has(old)) return json({ error: "invalid_grant", error_description: `Token ${old} has been expired or revoked.` }, 400);
      const access = `${provider}-access-${++n}`;
      o.access.add(access);
      // Microsoft rotates the refresh token; Google does not send one.
      if (provider === "outlook") {
        const refresh = `${provider}-refresh-SECRET-${++n}`;
        o.refresh.add(refresh);
        return json({ access_token: access, refresh_token: refresh, expires_in: 3600 });
      }
      return json({ access_token: access, expires_in: 3600 });
    }
    return json({ error: "unsupported_grant_type" }, 400);
  }

  const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get("authorization")?.replace(/^Bearer /, "") ?? "";

  function googleApi(method: string, url: URL, body: Record<string, unknown> | null) {
    const id = decodeURIComponent(url.pathname.split("/events/")[1] ?? "");
    if (method === "GET" && !id) {
      const token = url.searchParams.get("syncToken");
      if (token && expiredSyncTokens.has(token)) return json({ error: { code: 410, message: "Sync token is no longer valid" } }, 410);
      const since = token ? Number(token.replace("sync-", "")) : null;
      const timeMin = url.searchParams.get("timeMin");
      const all = [...google.values()]
        .filter((e) => (since === null ? e.status !== "cancelled" && (!timeMin || new Date(e.start.dateTime ?? `${e.start.date}T00:00:00Z`) >= new Date(timeMin)) : e.seq > since))
        .sort((a, b) => a.seq - b.seq);
      const offset = Number(url.searchParams.get("pageToken") ?? 0);
      const items = all.slice(offset, offset + PAGE).map(({ seq: _s, ...e }) => e);
      const more = offset + PAGE < all.length;
      return json({ kind: "calendar#events", items, ...(more ? { nextPageToken: String(offset + PAGE) } : { nextSyncToken: `sync-${seq}` }) });
    }
    if (method === "POST") {
      const newId = typeof body?.id === "string" ? body.id : `g${++n}`;
      if (google.has(newId)) return json({ error: { code: 409, message: "The requested identifier already exists." } }, 409);
      const e = { ...(body as object), id: newId, status: "confirmed", seq: ++seq, etag: `"${seq}"` } as TGoogleEvent;
      google.set(newId, e);
      return json(strip(e));
    }
    const e = google.get(id);
    if (!e) return json({ error: { code: 404 } }, 404);
    if (method === "PATCH") {
      Object.assign(e, body, { seq: ++seq, etag: `"${seq}"` });
      return json(strip(e));
    }
    if (method === "DELETE") {
      if (e.status === "cancelled") return json({ error: { code: 410 } }, 410);
      Object.assign(e, { status: "cancelled", seq: ++seq, etag: `"${seq}"` });
      return new Response(null, { status: 204 });
    }
    return json({ error: "unsupported" }, 405);
  }
  const strip = <T extends { seq: number }>(e: T) => {
    const { seq: _s, ...rest } = e;
    return rest;
  };

  function graphApi(method: string, url: URL, body: Record<string, unknown> | null) {
    const path = url.pathname.replace("/v1.0/me", "");
    if (method === "GET" && path === "/calendarView/delta") {
      const skip = url.searchParams.get("$skiptoken");
      if (skip) {
        const [pageId, offset] = skip.split(":");
        return graphPage(pageId, Number(offset));
      }
      const delta = url.searchParams.get("$deltatoken");
      if (delta && Number(delta) < graphExpiredBefore) return json({ error: { code: "SyncStateNotFound", message: "resync" } }, 410);
      const since = delta ? Number(delta) : null;
      const start = url.searchParams.get("startDateTime");
      const end = url.searchParams.get("endDateTime");
      const inWindow = (e: TGraphEvent) => !start || !end || (new Date(`${e.start.dateTime}Z`) >= new Date(start) && new Date(`${e.start.dateTime}Z`) < new Date(end));
      const list = [...graph.values()]
        .filter((e) => (since === null ? !e.removed && inWindow(e) : e.seq > since))
        .sort((a, b) => a.seq - b.seq)
        .map((e) => (e.removed ? { "@removed": { reason: "deleted" }, id: e.id } : strip({ ...e, removed: undefined })));
      const pageId = String(++n);
      graphPages.set(pageId, list);
      return graphPage(pageId, 0);
    }
    const id = decodeURIComponent(path.split("/events/")[1] ?? "");
    if (method === "POST" && path === "/events") {
      const tx = typeof body?.transactionId === "string" ? body.transactionId : null;
      const same = tx ? [...graph.values()].find((e) => e.transactionId === tx && !e.removed) : undefined;
      if (same) return json(strip(same), 201);
      const e = { ...(body as object), id: `AAMk-${++n}`, seq: ++seq, changeKey: `ck${seq}`, transactionId: tx } as TGraphEvent;
      graph.set(e.id, e);
      return json(strip(e), 201);
    }
    const e = graph.get(id);
    if (!e || e.removed) return json({ error: { code: "ErrorItemNotFound" } }, 404);
    if (method === "PATCH") {
      Object.assign(e, body, { seq: ++seq, changeKey: `ck${seq}` });
      return json(strip(e));
    }
    if (method === "DELETE") {
      Object.assign(e, { removed: true, seq: ++seq });
      return new Response(null, { status: 204 });
    }
    return json({ error: "unsupported" }, 405);
  }

  function graphPage(pageId: string, offset: number) {
    const list = graphPages.get(pageId) ?? [];
    const more = offset + PAGE < list.length;
    const base = "https://graph.microsoft.com/v1.0/me/calendarView/delta";
    return json({
      value: list.slice(offset, offset + PAGE),
      ...(more ? { "@odata.nextLink": `${base}?$skiptoken=${pageId}:${offset + PAGE}` } : { "@odata.deltaLink": `${base}?$deltatoken=${seq}` }),
    });
  }

  async function fetchFn(input: string, init?: RequestInit): Promise<Response> {
    const url = new URL(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const raw = typeof init?.body === "string" ? init.body : null;
    const isForm = new Headers(init?.headers).get("content-type")?.includes("x-www-form-urlencoded");
    const body = raw && !isForm ? (JSON.parse(raw) as Record<string, unknown>) : null;
    calls.push({ method, url: input, body: isForm ? Object.fromEntries(new URLSearchParams(raw ?? "")) : body });
    const failure = failures.findIndex((f) => f.match(method, input));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return json({ error: { message: `failure with token ${bearer(init)}` } }, f.status);
    }
    if (url.host === "oauth2.googleapis.com" && url.pathname === "/token") return grant("google", new URLSearchParams(raw ?? ""));
    if (url.host === "oauth2.googleapis.com" && url.pathname === "/revoke") {
      const token = new URLSearchParams(raw ?? "").get("token") ?? "";
      oauth.google.revoked.push(token);
      oauth.google.refresh.delete(token);
      return json({});
    }
    if (url.host === "login.microsoftonline.com") return grant("outlook", new URLSearchParams(raw ?? ""));
    if (url.host === "www.googleapis.com") {
      if (!oauth.google.access.has(bearer(init))) return json({ error: { code: 401 } }, 401);
      return googleApi(method, url, body);
    }
    if (url.host === "graph.microsoft.com") {
      if (!oauth.outlook.access.has(bearer(init))) return json({ error: { code: "InvalidAuthenticationToken" } }, 401);
      return graphApi(method, url, body);
    }
    throw new Error(`fake calendars: no route for ${method} ${url.origin}${url.pathname}`);
  }

  return {
    fetch: fetchFn,
    calls,
    google,
    graph,
    oauth,
    /** The next `count` calls whose method and URL match answer `status`. */
    fail(count: number, status: number, match: (method: string, url: string) => boolean) {
      for (let i = 0; i < count; i++) failures.push({ match, status });
    },
    clearFailures: () => void failures.splice(0),
    /** An event someone added in Google Calendar. */
    addGoogle(e: { summary: string; start: string; end: string; location?: string; description?: string; allDay?: boolean }) {
      const id = `g${++n}`;
      google.set(id, {
        id,
        status: "confirmed",
        summary: e.summary,
        location: e.location,
        description: e.description,
        start: e.allDay ? { date: e.start.slice(0, 10) } : { dateTime: e.start },
        end: e.allDay ? { date: e.end.slice(0, 10) } : { dateTime: e.end },
        seq: ++seq,
        etag: `"${seq}"`,
      });
      return id;
    },
    changeGoogle(id: string, change: Partial<Pick<TGoogleEvent, "summary" | "location" | "description">> & { start?: string; end?: string }) {
      const e = google.get(id)!;
      const { start, end, ...rest } = change;
      Object.assign(e, rest, start ? { start: { dateTime: start } } : {}, end ? { end: { dateTime: end } } : {}, { seq: ++seq, etag: `"${seq}"` });
    },
    deleteGoogle(id: string) {
      Object.assign(google.get(id)!, { status: "cancelled", seq: ++seq, etag: `"${seq}"` });
    },
    expireSyncTokens() {
      for (let i = 0; i <= seq; i++) expiredSyncTokens.add(`sync-${i}`);
    },
    /** An event someone added in Outlook (times in UTC). */
    addGraph(e: { subject: string; start: string; end: string; location?: string; bodyPreview?: string }) {
      const id = `AAMk-${++n}`;
      graph.set(id, {
        id,
        subject: e.subject,
        bodyPreview: e.bodyPreview,
        location: { displayName: e.location ?? "" },
        start: { dateTime: e.start, timeZone: "UTC" },
        end: { dateTime: e.end, timeZone: "UTC" },
        seq: ++seq,
        changeKey: `ck${seq}`,
      });
      return id;
    },
    changeGraph(id: string, change: { subject?: string; start?: string; end?: string }) {
      const e = graph.get(id)!;
      if (change.subject) e.subject = change.subject;
      if (change.start) e.start = { dateTime: change.start, timeZone: "UTC" };
      if (change.end) e.end = { dateTime: change.end, timeZone: "UTC" };
      Object.assign(e, { seq: ++seq, changeKey: `ck${seq}` });
    },
    deleteGraph(id: string) {
      Object.assign(graph.get(id)!, { removed: true, seq: ++seq });
    },
    expireDeltaLinks() {
      graphExpiredBefore = seq + 1;
    },
    /** Every refresh token is refused from now on (the user revoked the app). */
    revokeAll(provider: "google" | "outlook") {
      oauth[provider].refresh.clear();
      oauth[provider].access.clear();
    },
    writes: () => calls.filter((c) => c.method !== "GET" && !c.url.includes("/token") && !c.url.includes("/revoke")),
  };
}

export type TFakeCalendars = ReturnType<typeof fakeCalendars>;

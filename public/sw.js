// The signed-in app's service worker (scope /app/). Rules:
// - Pages a counselor needs offline (dashboard, today's calendar, the contact log, the students list)
//   are fetched from the network first; the last answer for this reader (in their language, with
//   names as the server showed them) is kept and served only when the network is gone.
// - Next's static files (content-hashed) are served from the cache once fetched.
// - API calls and server actions are never cached: student data stays on the server, apart from
//   what the offline pages themselves show.
// - Everything is kept in caches named "scuta-…", which log out deletes.
const PAGES = "scuta-pages-v1";
const STATIC = "scuta-static-v1";
const OFFLINE_PAGES = ["/app/dashboard", "/app/calendar", "/app/logs", "/app/studentsGroups"];

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = [PAGES, STATIC];
      for (const name of await caches.keys()) if (name.startsWith("scuta-") && !keep.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function isOfflinePage(url) {
  return OFFLINE_PAGES.some((p) => url.pathname === p || url.pathname === p + "/");
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/home/")) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(req));
    return;
  }
  if (req.mode === "navigate" && isOfflinePage(url)) {
    event.respondWith(networkFirst(req, url));
  }
});

// A cache is opened (which creates it) only to store a good answer: after log out wiped the
// caches, a failed fetch must not bring an empty one back.
async function cacheFirst(req) {
  const hit = await caches.match(req, { cacheName: STATIC });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await (await caches.open(STATIC)).put(req, res.clone());
  return res;
}

async function networkFirst(req, url) {
  // One entry per page, whatever its query: the last one this reader saw.
  const key = url.origin + url.pathname;
  try {
    const res = await fetch(req);
    // Only a page the server rendered for a signed-in reader is kept (not a redirect to the login).
    if (res.ok && !res.redirected) await (await caches.open(PAGES)).put(key, res.clone());
    return res;
  } catch (error) {
    const hit = await caches.match(key, { cacheName: PAGES });
    if (hit) return hit;
    throw error;
  }
}

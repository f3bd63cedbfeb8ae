// npm run bench: speed of the foundation's hot paths, in-process on an in-memory PGlite (or the
// PostgreSQL of DATABASE_URL). README and the issue notes quote these figures.
import { afterAll, bench, describe } from "vitest";
import { POST as loginRoute } from "@/app/api/v1/login/route";
import { GET as userRoute } from "@/app/api/v1/user/route";
import { GET as usersRoute } from "@/app/api/v1/users/route";
import { postLoginRedirect } from "@/lib/auth/rules";
import { isPublicPath } from "@/lib/auth/public-routes";
import { sharedDemoDatabase } from "../tests/support/db";
import { call } from "../tests/support/api";

const started = performance.now();
const conn = await sharedDemoDatabase(process.env.DATABASE_URL ? "postgres" : "pglite");
console.log(`fresh database, migrated and demo-seeded in ${(performance.now() - started).toFixed(0)} ms`);
const token = (await call(loginRoute, { body: { username: "manager", password: "demo-pass-2026" } })).json.token as string;
afterAll(async () => {
  const mem = process.memoryUsage();
  console.log(`memory after the benchmarks: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await conn.close();
});

describe("API", () => {
  bench(
    "POST /api/v1/login (bcrypt cost 11)",
    async () => {
      const res = await call(loginRoute, { body: { username: "counselor", password: "demo-pass-2026" } });
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    },
    { iterations: 10, warmupIterations: 1 },
  );

  bench(
    "GET /api/v1/user with a bearer token",
    async () => {
      const res = await call(userRoute, { token });
      if (res.status !== 200) throw new Error(`user answered ${res.status}`);
    },
    { iterations: 300, warmupIterations: 20 },
  );

  bench(
    "GET /api/v1/users?usersListDD=1 as a manager",
    async () => {
      const res = await call(usersRoute, { token, path: "/api/v1/users?usersListDD=1" });
      if (res.status !== 200) throw new Error(`users answered ${res.status}`);
    },
    { iterations: 300, warmupIterations: 20 },
  );
});

describe("route guard rules", () => {
  const user = { role_id: 1, goToUserProfile: false, goToTagsPage: false, goToCalendarPage: false, reNew: 0, daysUntilExpire: 100, invoiceDaysPass: 0, lastInvoiceID: null };
  bench("postLoginRedirect", () => {
    postLoginRedirect(user);
  });
  bench("isPublicPath", () => {
    isPublicPath("/coupons/SAVE20");
  });
});

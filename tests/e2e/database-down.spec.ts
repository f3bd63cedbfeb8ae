import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";
import { startInstance, throwawayDatabase, withSql, type TAppInstance } from "./instances";

// A database failure shows the maintenance page, not Next's default error page. This file starts its OWN production server (`next start` on the
// build the suite already made) on its own throwaway PostgreSQL database (tests/e2e/instances.ts),
// so stopping that database leaves the suite's server and database alone:
//   stop:  ALTER DATABASE <name> WITH ALLOW_CONNECTIONS false, then pg_terminate_backend() on
//          every connection to it: the app's pool loses its connections and cannot open new ones
//          ("database is not currently accepting connections");
//   start: ALTER DATABASE <name> WITH ALLOW_CONNECTIONS true.

const PORT = Number(process.env.E2E_DOWN_PORT ?? 3318);

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: "serial" });

let server: TAppInstance | null = null;
let dbName = "";
let dropDatabase: () => Promise<void> = async () => {};

async function stopDatabase() {
  await withSql(async (sql) => {
    await sql.unsafe(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`;
  });
}

async function startDatabase() {
  await withSql((sql) => sql.unsafe(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`));
}

async function expectMaintenancePage(page: Page) {
  await expect(page.getByRole("heading", { name: "We are improving SCUTA" })).toBeVisible();
  await expect(page.getByText("The app is in maintenance for a short while. Your data is safe; please come back in a few minutes.")).toBeVisible();
  // Not Next's default error page, and nothing of the failure itself.
  await expect(page.getByText(/Application error|Internal Server Error|This page couldn.t load/i)).toHaveCount(0);
  await expect(page.getByText(/ALLOW_CONNECTIONS|not currently accepting connections|Failed query|ECONNREFUSED/i)).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const throwaway = await throwawayDatabase("scuta_down");
  dbName = throwaway.name;
  dropDatabase = throwaway.drop;
  server = await startInstance({ port: PORT, databaseUrl: throwaway.url });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
  if (dbName) {
    await startDatabase().catch(() => {});
    await dropDatabase();
  }
});

test("a stopped database shows the maintenance page in the signed-in area, and the app recovers when it is back", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Casey" })).toBeVisible();

  await stopDatabase();
  try {
    // A full page load: the shell's maintenance call fails first.
    const res = await page.goto("/app/dashboard");
    expect(res?.status()).toBeLessThan(500);
    await expectMaintenancePage(page);

    // The maintenance call itself answers an error envelope, never the query or a stack trace.
    const call = await page.request.get("/home/maintenanceMode");
    expect(call.status()).toBeGreaterThanOrEqual(500);
    const body = await call.text();
    expect(body).not.toMatch(/select|settings|ALLOW_CONNECTIONS|\n\s+at /i);
  } finally {
    await startDatabase();
  }

  // Back: the same page works again (the driver reconnects on the next query).
  await expect(async () => {
    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Casey" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test("a page opened in the app while the database stops shows the maintenance page (the area's error boundary)", async ({ page }) => {
  await logIn(page, "counselor");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Casey" })).toBeVisible();

  await stopDatabase();
  try {
    // A client-side navigation: the shell stays, the logs page fails to load.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Logs", exact: true }).first().click();
    await expectMaintenancePage(page);
  } finally {
    await startDatabase();
  }
});

test("a public page that reads the database shows the maintenance page while it is stopped", async ({ page }) => {
  await stopDatabase();
  try {
    await page.goto("/appointment/counselor");
    await expectMaintenancePage(page);
  } finally {
    await startDatabase();
  }
});

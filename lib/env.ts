import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only reader of process.env. Every variable is optional: a fresh clone runs with none.
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).optional(),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  EMAIL_FROM: z.string().min(3).default("SCUTA <no-reply@scuta.app>"),
  UPLOADTHING_TOKEN: z.string().min(1).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  APP_URL: z.string().url().optional(),
  // The port `npm start` / `npm run dev` listen on; links in development emails use it.
  PORT: z.coerce.number().int().positive().optional(),
  // Google Calendar and Microsoft Outlook (Graph) two-way sync; hidden in the app when absent.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  MS_CLIENT_ID: z.string().min(1).optional(),
  MS_CLIENT_SECRET: z.string().min(1).optional(),
  // Card payments go through Stripe Checkout when set; without it an offline test processor runs.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  API_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  BROWSER_SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  KEEP_SIGNED_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  // How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the client
  // connects to `next start` directly and the socket's address is the client's). See lib/auth/ip.ts.
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  // The SFTP server where districts drop their nightly roster file (shown at /app/sftp; no secret is kept here).
  SFTP_HOST: z.string().min(1).max(255).optional(),
  SFTP_PORT: z.coerce.number().int().min(1).max(65535).default(22),
  // The folder the SFTP server writes into, one subfolder per district (its LEAID); read by the nightly roster pickup.
  ROSTER_DROP_DIR: z.string().min(1).max(1000).optional(),
  // PDFs rendered at once by one app instance, and how many more may wait; past that a PDF call answers 503 (lib/pdf/limit.ts).
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PDF_QUEUE: z.coerce.number().int().min(0).max(500).default(20),
  // 0: this server process sends jobs but does not work them (web instances beside `npm run worker`).
  JOBS_IN_PROCESS: z.enum(["0", "1"]).default("1"),
});

export type TEnv = z.infer<typeof ZEnv>;

function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v === "" ? undefined : v;
  return out;
}

let cached: TEnv | undefined;
export function env(): TEnv {
  if (!cached) {
    const parsed = ZEnv.safeParse(blankToUndefined(process.env));
    if (!parsed.success) {
      const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
      throw new Error(`Invalid environment variables: ${names}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().PGLITE_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite"));
}

// Without AUTH_SECRET a secret is generated once and kept under .data/, so a newcomer sets nothing
// and sessions survive restarts.
export function authSecret(): string {
  const fromEnv = env().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), ".data");
  const file = path.join(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs, so every process signs with the same secret.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

import { randomBytes } from "node:crypto";
import postgres from "postgres";

/**
 * Creates an empty database beside the one of `baseUrl` (same server) and returns its URL and a
 * function that drops it. Used by the integration tests and the end-to-end runner.
 */
export async function createThrowawayDatabase(baseUrl, prefix) {
  const base = new URL(baseUrl);
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const drop = async () => {
    const a = postgres(base.toString(), { max: 1, onnotice: () => {} });
    await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return { url: url.toString(), drop };
}

import "server-only";
import { getDb } from "@/db/client";
import { getMaintenance, type TMaintenance } from "@/lib/system/queries";

/** The error's code (a SQLSTATE such as 3D000, or ECONNREFUSED), searched along its causes; never its message, which holds the query. */
export function failureCode(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Za-z0-9_]{2,40}$/.test(code)) return code;
  }
  return error instanceof Error ? error.name : "unknown";
}

/**
 * The signed-in shell's maintenance call, or "databaseDown" when it fails: "A
 * failed maintenance call sets both the maintenance and database-failed flags", and
 * "Failed maintenance call: maintenance mode is shown". It runs before anything else of the page
 * reads the database, so a stopped database shows the maintenance page, not an error page.
 */
export async function maintenanceOrDatabaseDown(): Promise<TMaintenance | "databaseDown"> {
  try {
    return await getMaintenance(await getDb());
  } catch (error) {
    console.error(`[maintenance] the database did not answer (${failureCode(error)}): showing the maintenance page`);
    return "databaseDown";
  }
}

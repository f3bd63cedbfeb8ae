import { env, dataDir } from "@/lib/env";
import { migrateDatabase, openDatabase } from "../client";
import { seedReference } from "./run";
import { seedDemo } from "./demo";

// npm run db:seed [-- --no-demo]: migrate, then seed reference data and (by default) the demo set.
// With the embedded database, stop the app first: one process at a time may open .data/pglite.
const withDemo = !process.argv.includes("--no-demo");
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
try {
  await migrateDatabase(conn);
  await seedReference(conn.db);
  if (withDemo) await seedDemo(conn.db, new Date());
  console.log(`Seeded reference data${withDemo ? " and the demo data set" : ""}.`);
} finally {
  await conn.close();
}

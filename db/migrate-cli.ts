import { env, dataDir } from "@/lib/env";
import { migrateDatabase, openDatabase } from "./client";

// npm run db:migrate: applies the committed drizzle migrations (the app also does this on start).
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
try {
  // One at a time with app instances that are starting (and migrating) right now.
  await conn.oneAtATime(() => migrateDatabase(conn));
  console.log("Migrations applied.");
} finally {
  await conn.close();
}

import { env, dataDir } from "@/lib/env";
import { migrateDatabase, openDatabase } from "./client";

// npm run db:migrate: applies the committed drizzle migrations (the app also does this on start).
const conn = await openDatabase(env().DATABASE_URL ?? dataDir());
try {
  await migrateDatabase(conn);
  console.log("Migrations applied.");
} finally {
  await conn.close();
}

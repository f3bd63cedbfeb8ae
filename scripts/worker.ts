import { getConnection } from "@/db/client";
import { env } from "@/lib/env";
import { JOBS } from "@/lib/jobs/jobs";
import { startJobQueue } from "@/lib/jobs/queue";

// npm run worker: the job queue's worker as a process of its own, for a deployment that runs its
// web instances with JOBS_IN_PROCESS=0. It needs PostgreSQL (DATABASE_URL): the embedded database
// belongs to the one server process, whose own worker runs the jobs. Stops on SIGINT/SIGTERM after
// the running jobs finish (at most 10 s; an unfinished one is retried by the next worker).
if (!env().DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL); with the embedded database, `npm start` runs the jobs itself.");
  process.exit(1);
}
const conn = await getConnection();
const queue = await startJobQueue(conn, { jobs: JOBS, work: true });
console.log(`Worker started: ${JOBS.map((j) => j.name).join(", ")}.`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await queue.stop();
  await conn.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

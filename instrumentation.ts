// Runs once per server process, before it handles requests (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The client address of each request comes from its socket, not from headers (lib/auth/ip.ts).
  const { installPeerAddressHook } = await import("./lib/auth/peer-address");
  installPeerAddressHook();
  // `next build` loads this hook to prerender: it neither seeds nor schedules.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // The seed step: reference data, and the demo data set for the embedded default and SEED_DEMO=1,
  // in place before the first request is served.
  const { seedAppDatabase } = await import("./db/seed/start");
  await seedAppDatabase();
  // The job queue (lib/jobs): in this process it works the jobs and keeps the schedules, unless
  // JOBS_IN_PROCESS=0 (web instances beside `npm run worker`), where it only sends jobs.
  const g = globalThis as typeof globalThis & { __scutaJobs?: boolean };
  if (g.__scutaJobs) return;
  g.__scutaJobs = true;
  const [{ startJobQueue }, { JOBS }, { getConnection }, { env }, { logError }] = await Promise.all([
    import("./lib/jobs/queue"),
    import("./lib/jobs/jobs"),
    import("./db/client"),
    import("./lib/env"),
    import("./lib/http/log"),
  ]);
  try {
    await startJobQueue(await getConnection(), { jobs: JOBS, work: env().JOBS_IN_PROCESS === "1" });
  } catch (error) {
    // The database did not answer: the pages still work; jobs wait in the database for a worker.
    g.__scutaJobs = false;
    logError("jobs", error);
  }
}

"use server";

import { z } from "zod";
import { runAction } from "@/lib/http/action";
import { retryJob } from "./admin";

const ZRetry = z.object({ id: z.uuid() });

/** An administrator gives a failed job one more attempt (/app/admin/jobs). */
export async function retryJobAction(input: { id: string }) {
  return runAction(async ({ db, actor }) => retryJob(db, actor, ZRetry.parse(input).id), { access: "jobs.write", revalidate: ["/app/admin/jobs"] });
}

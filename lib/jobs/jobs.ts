import "server-only";
import { sweepExpiredAddonGrants } from "@/lib/addons/expire-grants";
import { mailRenewalRequest } from "@/lib/account/request-renewal-quote";
import { mailInvoice } from "@/lib/billing/email-invoice";
import { mailQuote } from "@/lib/billing/email-quote";
import { CALENDAR_PUSH_JOB, pushCalendarChanges } from "@/lib/calendar/sync-queue";
import { EMAIL_DELIVER_JOB, deliverOutboxEmail, type TDeliverData } from "@/lib/email/send";
import { pruneAccessLog } from "@/lib/privacy/access-log";
import { mailPrincipalReportJob } from "@/lib/reports/principal/email-principal";
import { pickUpRosterDrops } from "@/lib/roster/pickup";
import { PDF_MAIL_JOB, type TPdfMailData } from "./pdf-mail";
import type { TJobDef } from "./types";

// THE REGISTRATION LIST of background jobs. The queue (lib/jobs/queue.ts) creates one pg-boss queue
// per entry with its retry policy, works it in the worker (inside `npm start`, or `npm run worker`),
// and registers its `schedule` once in the database however many workers start.
//
// To add a job, add one entry (the shape is TJobDef in lib/jobs/types.ts):
//   { name: "roster.pickup", run: (db) => pickUpRosterDrops(db), schedule: "15 2 * * *",
//     retry: { limit: 3, delaySeconds: 300, backoff: true }, expireInSeconds: 3600 },
// `run(db, data, ctx)` gets the app's database, the job's data (JSON) and { now, jobId, retryCount };
// a throw fails the attempt, and after `retry.limit` retries the job stays failed on /app/admin/jobs.
// Send a job from a request with enqueueJob(db, name, data) (lib/jobs/enqueue.ts): with a
// transaction as `db`, the job is written in that transaction.

export const JOBS: readonly TJobDef<never>[] = [
  // A grant counts to the end of its last day in the user's time zone; zones end their days on
  // the hour, so an hourly turn switches the add-on off within the hour after that day ends.
  { name: "addon-grants.expire", run: (db, _data, { now }) => sweepExpiredAddonGrants(db, now), schedule: "5 * * * *", retry: { limit: 2, delaySeconds: 60, backoff: true } },
  // Student access-log entries older than their retention period are removed once a day.
  { name: "access-log.prune", run: (db, _data, { now }) => pruneAccessLog(db, now), schedule: "30 3 * * *", retry: { limit: 3, delaySeconds: 300, backoff: true } },
  // An outbox e-mail is sent by the worker; a refused send is retried after 30 s, 1, 2, 4 and 8 minutes.
  { name: EMAIL_DELIVER_JOB, run: (db, data: TDeliverData) => deliverOutboxEmail(db, data), retry: { limit: 5, delaySeconds: 30, backoff: true } },
  // Calendar changes a provider did not take are pushed again after 1, 2, 4, 8 and 16 minutes.
  { name: CALENDAR_PUSH_JOB, run: (db, data: { userId: number }) => pushCalendarChanges(db, data.userId), retry: { limit: 5, delaySeconds: 60, backoff: true } },
  // An e-mail with a PDF (an invoice, a principal report, a quote, a renewal quote to the managers) is
  // rendered and written to the outbox by the worker, in one transaction; a failed render is retried
  // after 1, 2 and 4 minutes.
  {
    name: PDF_MAIL_JOB,
    run: async (db, data: TPdfMailData, { now }) => {
      if (data.kind === "invoice") await db.transaction((tx) => mailInvoice(tx, data.orderId, now));
      else if (data.kind === "principal_report") await mailPrincipalReportJob(db, data);
      else if (data.kind === "quote") await db.transaction((tx) => mailQuote(tx, data, now));
      else await db.transaction((tx) => mailRenewalRequest(tx, data));
    },
    retry: { limit: 3, delaySeconds: 60, backoff: true },
  },
  // Each night every district's drop folder is read for its newest OneRoster zip (lib/roster/pickup.ts).
  {
    name: "roster.pickup",
    run: (db, _data, { now }) => pickUpRosterDrops(db, { now }).then(() => undefined),
    schedule: "15 2 * * *",
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    expireInSeconds: 3600,
  },
];

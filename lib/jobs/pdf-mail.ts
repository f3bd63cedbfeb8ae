import type { TDbOrTx } from "@/db/client";
import type { TPrincipalEmailInput } from "@/lib/reports/principal/schemas";
import { enqueueJob } from "./enqueue";

// E-mails that carry a rendered PDF are rendered and sent by the job queue, not inside the request:
// the request writes its change and sends this job in the same transaction, and answers at once;
// the worker renders the PDF, writes the outbox row with its attachment, and is retried on failure.
// The handler is registered in lib/jobs/jobs.ts (it names the senders; this file names only the job).

export const PDF_MAIL_JOB = "pdf.render-and-mail";

/**
 * What a PDF e-mail job renders: an order's invoice, a principal report as its sender asked for it at
 * `now`, a saved quote to the address its sender typed, or a renewal quote to each of the user's managers.
 */
export type TPdfMailData =
  | { kind: "invoice"; orderId: number }
  | { kind: "principal_report"; userId: number; input: TPrincipalEmailInput; now: string }
  | { kind: "quote"; quoteId: number; to: string; signedIn: boolean; linkBase: string }
  | { kind: "renewal_request"; userId: number; quoteId: number; managerIds: number[]; link: string };

/** Sends the job through `db` (in its transaction); false when no queue runs here and the caller renders at once. */
export async function enqueuePdfMail(db: TDbOrTx, data: TPdfMailData): Promise<boolean> {
  return (await enqueueJob(db, PDF_MAIL_JOB, data)) !== null;
}

import "server-only";
// Every PDF is set in the embedded Liberation Sans, which has the minus sign and every letter of a name.
import "@/lib/pdf/fonts";
import { renderToBuffer } from "@react-pdf/renderer";
import type { TDbOrTx } from "@/db/client";
import type { TActor } from "@/lib/auth/current-user";
import { clientIp } from "@/lib/auth/ip";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { hitRateLimit, RATE_LIMITS } from "@/lib/http/rate-limit";

// Every PDF of the app is rendered here. Rendering is CPU work on the one event loop that also
// answers every other request, so one instance renders only a few PDFs at once, lets a bounded
// number wait their turn, and refuses the rest (503 with Retry-After) instead of stalling everyone.
// Callers also count each render against the caller's per-user limit first (guardPdfRender).

export const PDF_RETRY_AFTER_SECONDS = 5;

export const pdfBusy = () =>
  Object.assign(new AppError("pdf_busy", "Many PDFs are being made right now. Please try again in a few seconds.", 503), {
    retryAfterSeconds: PDF_RETRY_AFTER_SECONDS,
  });

/** A counting semaphore with a bounded queue: `run` waits for a free slot, or throws pdfBusy when the queue is full. */
export class PdfGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw pdfBusy();
      // The slot is handed over by the finishing render, so `running` never exceeds the limit.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      // A render is mostly synchronous work: before each one the event loop gets a turn, so the
      // requests that arrived meanwhile are served between renders rather than after the whole
      // queue (a promise handing the slot over alone would chain the renders without a pause).
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

let gate: PdfGate | undefined;
/** The instance's one gate, sized by PDF_CONCURRENCY and PDF_QUEUE. */
export function pdfGate(): PdfGate {
  gate ??= new PdfGate(env().PDF_CONCURRENCY, env().PDF_QUEUE);
  return gate;
}

/** Puts another gate in place (benches compare limits in one process); answers the one it replaced. */
export function replacePdfGate(next: PdfGate): PdfGate {
  const previous = pdfGate();
  gate = next;
  return previous;
}

/** Renders a @react-pdf document under the instance's concurrency limit. The only caller of renderToBuffer. */
export function renderPdf(document: Parameters<typeof renderToBuffer>[0]): Promise<Buffer> {
  return pdfGate().run(() => renderToBuffer(document));
}

/** Who a PDF render is counted against: the signed-in caller, else the client address. */
export function pdfRateKey(actor: Pick<TActor, "user"> | null, headers: Headers): string {
  return actor ? `user:${actor.user.id}` : `ip:${clientIp(headers)}`;
}

/** Counts one PDF render against the caller's limit before any work (429 once it is used up). */
export async function guardPdfRender(db: TDbOrTx, key: string, now: Date): Promise<void> {
  await hitRateLimit(db, RATE_LIMITS.pdfRender, key, now);
}

import { AppError } from "@/lib/http/errors";

// One budget per .ics file, whatever it holds: how many events it may add (each occurrence of a
// repeating event counts), how many recurrence steps its rules may walk (the steps before the
// window count too), and how much time reading it may take. Past any of them the whole file is
// refused (422), so an import never writes half a file. The work runs in slices: after each
// SLICE_MS the parser yields to the event loop (setImmediate), so other requests are answered
// while a large file is read.

export const ICS_LIMITS = {
  /** Events a file may add, each occurrence of a repeating event counted. */
  events: 2000,
  /**
   * Recurrence steps all the file's rules may walk together, the steps before the window too
   * (ical.js has no fast-forward: a daily rule since 1990 walks ~12,500). One step costs 25-50 µs,
   * so this keeps a file to a few seconds of (sliced) work.
   */
  steps: 60_000,
  /** Time the reading may take, counting only its own slices (not the waits in between). */
  activeMs: 4000,
  /** Longest the event loop is held at a time. */
  sliceMs: 10,
};
export type TIcsLimits = typeof ICS_LIMITS;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const refused = (code: string, line: number, why: string) => new AppError(code, `Line ${line}: ${why} Nothing was imported.`, 422, "file");

export class IcsBudget {
  private steps = 0;
  private events = 0;
  private active = 0;
  private sliceStart: number;

  constructor(
    private readonly limits: TIcsLimits = ICS_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.sliceStart = clock();
  }

  /** One more event the file adds (`line`: where it is); past the budget the file is refused. */
  take(line: number): void {
    if (++this.events > this.limits.events) {
      throw refused(
        "ics_too_many_events",
        line,
        `the file holds more than ${this.limits.events} events, counting each repetition of a repeating event from one year back to one year ahead. Split the file or shorten its repeating events.`,
      );
    }
  }

  /** One recurrence step; a promise to await when the slice is used up, else null (no await per step). */
  step(line: number): Promise<void> | null {
    if (++this.steps > this.limits.steps) throw this.tooComplex(line);
    return this.pause(line);
  }

  /** A promise to await when the current slice has run SLICE_MS (past the time budget: refused). */
  pause(line: number): Promise<void> | null {
    const now = this.clock();
    if (now - this.sliceStart < this.limits.sliceMs) return null;
    this.active += now - this.sliceStart;
    if (this.active > this.limits.activeMs) throw this.tooComplex(line);
    return yieldToEventLoop().then(() => {
      this.sliceStart = this.clock();
    });
  }

  private tooComplex(line: number): AppError {
    return refused("ics_too_complex", line, "the file's repeating events take too long to expand (rules that start many years back, or very many of them).");
  }
}

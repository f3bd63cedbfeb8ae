/**
 * Server-side error log. A line holds the scope (the route pattern or the use-case), the error's
 * class, its code (a PostgreSQL SQLSTATE, a Node errno name) and those of its causes, and the
 * stack frames. Never an error message: a database error's message embeds the query and its
 * parameters (drizzle's "Failed query: … params: …": titles, notes, student names), and other
 * libraries echo their input the same way. Never request bodies, headers or tokens either.
 */
export function logError(scope: string, error: unknown): void {
  console.error(`[${scope}] ${describeError(error)}`);
}

/** The loggable description of an error: classes and codes along the cause chain, then stack frames. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return "non-error thrown";
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = codeOf(current);
    chain.push(code ? `${className(current)} code=${code}` : className(current));
    current = current.cause;
  }
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return [chain.join(" <- "), ...frames].join("\n");
}

function className(error: Error): string {
  const name = error.constructor?.name && error.constructor.name !== "Object" ? error.constructor.name : error.name;
  return SAFE_WORD.test(name) ? name : "Error";
}

// A code is logged only when it looks like one (SQLSTATE "22021", "ECONNREFUSED", "ERR_INVALID_URL"):
// a library may put anything in `code`.
const SAFE_WORD = /^[A-Za-z0-9_.:-]{1,64}$/;

function codeOf(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  if ((typeof code === "string" || typeof code === "number") && SAFE_WORD.test(String(code))) return String(code);
  return null;
}

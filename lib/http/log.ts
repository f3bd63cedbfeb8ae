/**
 * Server-side error log. Only the error's class, message and stack are written: never request
 * bodies, headers, tokens or student data.
 */
export function logError(scope: string, error: unknown): void {
  if (error instanceof Error) console.error(`[${scope}] ${error.name}: ${error.message}\n${error.stack ?? ""}`);
  else console.error(`[${scope}] non-error thrown`);
}

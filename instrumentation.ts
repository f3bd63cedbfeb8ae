// Runs once per server process, before it handles requests (Next's instrumentation hook).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The client address of each request comes from its socket, not from headers (lib/auth/ip.ts).
  const { installPeerAddressHook } = await import("./lib/auth/peer-address");
  installPeerAddressHook();
}

import { AsyncLocalStorage } from "node:async_hooks";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";

// The address of the TCP peer of the request being handled (the socket's remoteAddress).
//
// Next 16 gives route handlers, server actions and next-auth's authorize() no way to read the
// socket: `request.ip` is gone, and the only trace of the socket is the x-forwarded-for header that
// Next's own server writes — but only when the client sent none. base-server.js (Next 16.4) does
//   req.headers['x-forwarded-for'] ??= originalRequest.socket.remoteAddress
// so it neither overwrites nor appends to a header the client sent: without a proxy, whatever the
// client puts in X-Forwarded-For reaches the app untouched. The socket address is therefore captured
// here, when Node's HTTP server emits 'request', and carried through the handling of that request in
// an AsyncLocalStorage (instrumentation.ts installs the hook once per server process). The store
// lives on globalThis because Next bundles instrumentation and route code separately.

const STORE = Symbol.for("scuta.peerAddress.store");
const INSTALLED = Symbol.for("scuta.peerAddress.installed");

type TGlobal = { [STORE]?: AsyncLocalStorage<string>; [INSTALLED]?: boolean };

function store(): AsyncLocalStorage<string> {
  const g = globalThis as TGlobal;
  g[STORE] ??= new AsyncLocalStorage<string>();
  return g[STORE];
}

/** The socket address of the request being handled, or null outside a request the hook saw. */
export function peerAddress(): string | null {
  return store().getStore() ?? null;
}

/** Runs `fn` as if it handled a request from `address` (the hook does this for every request; tests call it). */
export function runWithPeerAddress<T>(address: string, fn: () => T): T {
  return store().run(address, fn);
}

type TEmit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Wraps the 'request' event of every Node HTTP(S) server in this process. Idempotent. */
export function installPeerAddressHook(): void {
  const g = globalThis as TGlobal;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as { emit: TEmit }[]) {
    const original = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event !== "request") return original.call(this, event, ...args);
      const address = (args[0] as IncomingMessage | undefined)?.socket?.remoteAddress ?? "unknown";
      return runWithPeerAddress(address, () => original.call(this, event, ...args));
    };
  }
}

"use client";

import { useEffect } from "react";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The home page of a partner's own host is the partner page (branding and quote mode 2). The home
 * page is cached for every host, so the browser asks which partner its host belongs to, and only
 * when the host is not the site's own (APP_URL's, or a local one when APP_URL is unset).
 */
export function PartnerHostCheck({ appHost }: { appHost: string | null }) {
  useEffect(() => {
    const { hostname, host, search } = window.location;
    if (appHost ? hostname === appHost : LOCAL_HOSTS.has(hostname)) return;
    let alive = true;
    void fetch(`/home/entryContext?${new URLSearchParams({ host })}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ context?: { partner?: unknown } }>) : null))
      .then((body) => {
        if (alive && body?.context?.partner) window.location.replace(`/partner${search}`);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [appHost]);
  return null;
}

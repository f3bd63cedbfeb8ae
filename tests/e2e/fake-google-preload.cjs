// Loaded into the app instances of multi-instance.spec.ts (NODE_OPTIONS=--require <this file>): the
// app's calls to Google's OAuth and Calendar APIs go to the spec's fake Google (FAKE_GOOGLE_URL,
// tests/support/fake-calendars.ts behind a local HTTP server) instead of the internet. The URL
// keeps Google's host as its first path segment: https://www.googleapis.com/calendar/v3/… becomes
// $FAKE_GOOGLE_URL/www.googleapis.com/calendar/v3/…. Every other call is left alone.
"use strict";

const target = process.env.FAKE_GOOGLE_URL;
const HOSTS = new Set(["oauth2.googleapis.com", "www.googleapis.com"]);

if (target && typeof globalThis.fetch === "function") {
  const realFetch = globalThis.fetch;
  globalThis.fetch = function fetchThroughFakeGoogle(input, init) {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url;
    let url;
    try {
      url = new URL(href);
    } catch {
      return realFetch(input, init);
    }
    if (url.protocol !== "https:" || !HOSTS.has(url.host)) return realFetch(input, init);
    const rewritten = `${target.replace(/\/$/, "")}/${url.host}${url.pathname}${url.search}`;
    return typeof input === "string" || input instanceof URL ? realFetch(rewritten, init) : realFetch(new Request(rewritten, input), init);
  };
}

import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { apiAlertFor, isSafeHref, sanitizeAlertHtml, SCHOOL_YEAR_PATH } from "@/components/shell/api-error-rules";

// Which alert a failed call shows, in the app's one client helper (handleApiError).
const fail = (status: number, code: string, message: string) => ({ ok: false, status, error: [{ code, message }] });

describe("which alert a failed call shows", () => {
  it("'401: warning alert titled with the server message and a 'Go to login' button' → the shell's session warning", () => {
    expect(apiAlertFor(fail(401, "token_expired", "Your session has expired."))).toEqual({ kind: "unauthorized", message: "Your session has expired." });
  });

  it("'404 with code relevantReq: error alert titled 'Save Goal', message as HTML, Ok button'", () => {
    expect(apiAlertFor(fail(404, "relevantReq", "Add a <b>baseline</b> first."))).toEqual({ kind: "relevantReq", html: "Add a <b>baseline</b> first." });
  });

  it("'404 with code EOSYExpired: error alert with the message and Yes and No buttons; Yes goes to /app/user/dates'", () => {
    expect(apiAlertFor(fail(404, "EOSYExpired", "Your school year has ended."))).toEqual({ kind: "eosyExpired", message: "Your school year has ended." });
    expect(SCHOOL_YEAR_PATH).toBe("/app/user/dates");
  });

  it("'Other 404: error alert titled with the message and a Close button'", () => {
    expect(apiAlertFor(fail(404, "not_found", "This order does not exist or you may not see it."))).toEqual({
      kind: "notFound",
      code: "not_found",
      message: "This order does not exist or you may not see it.",
    });
  });

  it("'Responses carry error as a list whose first entry has code and message': only the first entry decides", () => {
    const result = {
      ok: false,
      status: 404,
      error: [
        { code: "EOSYExpired", message: "Ended." },
        { code: "relevantReq", message: "<b>x</b>" },
      ],
    };
    expect(apiAlertFor(result)?.kind).toBe("eosyExpired");
  });

  it("reads the API envelope {status_code, error} as well as a server-action result", () => {
    expect(apiAlertFor({ status_code: 404, error: [{ code: "relevantReq", message: "Need a goal." }] })).toEqual({ kind: "relevantReq", html: "Need a goal." });
    expect(apiAlertFor({ status_code: 401, error: [{ code: "token_invalid", message: "Sign in." }] })?.kind).toBe("unauthorized");
    expect(apiAlertFor({ status_code: 200 })).toBeNull();
  });

  it.each([
    ["a success", { ok: true, data: {} }],
    ["422 field errors (shown next to the fields)", fail(422, "invalid_end", "The end date must come after the start date.")],
    ["a 402 card decline ('Billing add failure: first error message in an error alert' is the quote form's own)", fail(402, "card_declined", "Your card was declined.")],
    ["a 500", fail(500, "server_error", "Something went wrong on our side.")],
    ["nothing", null],
  ])("%s has no catalogue alert: 'All rejected responses are passed on after handling'", (_label, result) => {
    expect(apiAlertFor(result)).toBeNull();
  });

  it("a 404 without an error list still gets the 'Other 404' alert (the dialog falls back to a message of its own)", () => {
    expect(apiAlertFor({ ok: false, status: 404 })).toEqual({ kind: "notFound", code: "", message: "" });
  });
});

describe("the relevantReq message is rendered as sanitized HTML (only b, i, em, strong, br, p, ul, li, a[href^=/])", () => {
  it.each([
    [
      "keeps the allowed tags",
      "<p>Add <b>one</b> <i>baseline</i>, <em>then</em> <strong>save</strong>.<br/>Next:</p><ul><li>one</li></ul>",
      "<p>Add <b>one</b> <i>baseline</i>, <em>then</em> <strong>save</strong>.<br>Next:</p><ul><li>one</li></ul>",
    ],
    ["keeps a same-site link and nothing but its href", '<a href="/app/smartGoal" target="_blank" onclick="x()">goals</a>', '<a href="/app/smartGoal">goals</a>'],
    ["drops attributes of allowed tags", '<p class="x" style="color:red" onmouseover="steal()">hi</p>', "<p>hi</p>"],
    ["drops a script with its content", "ok<script>alert(1)</script>!", "ok!"],
    ["drops a style with its content", "<style>body{display:none}</style>text", "text"],
    ["drops other tags but keeps their text", '<div><span>Set</span> <img src=x onerror="alert(1)">the goal</div>', "Set the goal"],
    ["escapes stray angle brackets", "a < b > c", "a &lt; b &gt; c"],
    ["keeps entities, escapes a bare ampersand", "Tom &amp; Jerry & co &#39;", "Tom &amp; Jerry &amp; co &#39;"],
    ["closes what was left open and ignores stray closers", "<p><b>bold</p></li>tail", "<p><b>bold</b></p>tail"],
    ["removes comments", "a<!-- <script>x</script> -->b", "ab"],
    ["is case-insensitive about tag names", "<B>x</B><SCRIPT>y</SCRIPT>", "<b>x</b>"],
  ])("%s", (_label, input, expected) => {
    expect(sanitizeAlertHtml(input)).toBe(expected);
  });

  it.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["an absolute URL", '<a href="https://evil.example/">x</a>'],
    ["a protocol-relative URL", '<a href="//evil.example/">x</a>'],
    ["a backslash trick", '<a href="/\\evil.example/">x</a>'],
    ["an entity-encoded protocol-relative URL", '<a href="&#47;/evil.example">x</a>'],
    ["a data URL", "<a href='data:text/html,<script>1</script>'>x</a>"],
    ["a link without href", "<a>x</a>"],
  ])("a link to %s loses its href", (_label, input) => {
    expect(sanitizeAlertHtml(input)).toBe("<a>x</a>");
  });

  it("quotes in a kept href are escaped", () => {
    expect(sanitizeAlertHtml('<a href="/a?b=&quot;c">x</a>')).toBe('<a href="/a?b=&quot;c">x</a>');
  });

  it("sanitizing twice changes nothing (the dialog sanitizes again when it renders)", () => {
    const input = '<p>A &amp; B <a href="/x?a=1&amp;b=2" onclick="x">go</a><script>y</script><i>z';
    const once = sanitizeAlertHtml(input);
    expect(sanitizeAlertHtml(once)).toBe(once);
  });

  it("isSafeHref accepts only same-site paths", () => {
    expect(isSafeHref("/app/user/dates")).toBe(true);
    expect(isSafeHref(" /app")).toBe(true);
    expect(isSafeHref("//x")).toBe(false);
    expect(isSafeHref("/\\x")).toBe(false);
    expect(isSafeHref("java\tscript:x")).toBe(false);
    expect(isSafeHref("app")).toBe(false);
  });
});

describe("the alerts' strings (namespace apiErrors) exist in en, it and de", () => {
  const keys = ["saveGoalTitle", "ok", "yes", "no", "close", "eosyTitle", "eosyFallback", "eosyQuestion", "notFoundFallback"] as const;
  it.each([
    ["en", en],
    ["it", it_],
    ["de", de],
  ])("%s", (_locale, messages) => {
    const ns = (messages as unknown as { apiErrors: Record<string, string> }).apiErrors;
    for (const k of keys) expect(ns[k], k).toBeTruthy();
  });

  it("the English relevantReq alert is titled 'Save Goal' with an 'Ok' button; EOSYExpired has 'Yes' and 'No'", () => {
    expect(en.apiErrors.saveGoalTitle).toBe("Save Goal");
    expect(en.apiErrors.ok).toBe("Ok");
    expect([en.apiErrors.yes, en.apiErrors.no]).toEqual(["Yes", "No"]);
    expect(en.apiErrors.close).toBe("Close");
  });
});

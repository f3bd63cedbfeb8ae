// Only what client components read is sent to the browser: the long page copy (legal texts, FAQ,
// information pages) stays on the server. A client component that reads a new namespace adds it here.
const CLIENT_NAMESPACES: readonly string[] = [
  "shell",
  "nav",
  "errorCodes",
  "helpTopics",
  "login",
  "maintenance",
  "admin.settings",
  "signup",
  "account",
  "training",
  "upload",
  "pages.appointment",
  "pages.userSurvey",
  "pages.survey",
  "pages.funding",
  "pages.feedback",
  "pages.demoForm",
  "pages.errors",
  "pages.fieldErrors",
  "billing",
  "billingAdmin",
  "apiErrors",
  "calendar",
  "logs",
  "clients",
  "categories",
  // The ASCA names and groups (lib/categories/labels); their long examples stay on the server.
  "ascaCategories.names",
  "ascaCategories.groups",
  "studentDays",
  "analysis",
  "appointments",
];

type TMessages = { [key: string]: string | TMessages };

export function pickClientMessages(all: TMessages): TMessages {
  const out: TMessages = {};
  for (const ns of CLIENT_NAMESPACES) {
    const parts = ns.split(".");
    let source: TMessages | string | undefined = all;
    for (const p of parts) source = typeof source === "object" ? source[p] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const p of parts.slice(0, -1)) target = (target[p] ??= {}) as TMessages;
    target[parts[parts.length - 1]] = source;
  }
  return out;
}

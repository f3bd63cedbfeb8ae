// Only what client components read is sent to the browser, and on the public site only what the
// page's own islands read: the long page copy (legal texts, FAQ, information pages) stays on the
// server, and an information page does not carry the sign-up or billing strings. A client
// component that reads a new namespace adds it to the bundle of the pages that render it
// (tests/unit/i18n-client-messages.test.ts checks each folder against its bundle).

/** The public header and footer: the language switch and the contact dialog. */
// maxLength: the counter of every limited text field (components/ui/max-length-field.tsx).
const PUBLIC_SHELL = ["shell.language", "account.contact", "account.errors", "errorCodes", "pages.fieldErrors", "maxLength"] as const;

export const CLIENT_BUNDLES = {
  /** Every public page (header, footer). */
  public: PUBLIC_SHELL,
  /** The landing page: live training banner and card, promotion carousel, gallery, figures. */
  landing: [...PUBLIC_SHELL, "training"],
  /** Sign-up, login and quote entry pages (the shared login/register view and its dialogs). */
  entry: [...PUBLIC_SHELL, "signup", "login", "sso.login", "account", "helpTopics", "training.live", "assignSchool", "lock"],
  /** Public forms: appointment, surveys, funding, feedback, demo requests, set-password pages. */
  forms: [
    ...PUBLIC_SHELL,
    "account",
    "pages.appointment",
    "pages.userSurvey",
    "pages.survey",
    "pages.funding",
    "pages.feedback",
    "pages.demoForm",
    "pages.errors",
    "surveyAnswer",
    "conferenceFeedback.form",
  ],
  /** The published district figures (/sd/{LEAID}) and the timesheet: the analysis charts and category names. */
  district: [...PUBLIC_SHELL, "analysis", "ascaCategories.names", "ascaCategories.groups", "shell.confidential"],
  /** The quote and purchase page (/newLicense…). */
  quote: [...PUBLIC_SHELL, "signup", "login", "account", "billing", "apiErrors", "quoteDistrict", "assignSchool"],
  /** The signed-in area. */
  app: [
    "shell",
    // The list engine's CSV button, sort labels, pager and filters (components/ui/data-table), used by client lists too.
    "dataTable",
    "maxLength",
    "quickstart",
    "quoteDistrict",
    "assignSchool",
    "nav",
    // The memberships page's buttons and dialogs (components/memberships).
    "memberships.page",
    // The student page's erase dialog (components/privacy).
    "privacy.studentPage",
    // The breadcrumb names a report and a RAMP component by its title (components/shell/breadcrumb.tsx).
    "reports.titles",
    "ramp.components",
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
    // The help content forms (components/content).
    "content",
    // The profile forms, the lock entry of the user menu, the admin's money and users pages.
    "profile",
    "lock",
    "adminMoney",
    "adminUsers",
    // The retry button of the jobs page (components/jobs).
    "admin.jobs",
    // The offline queue's status line and conflict dialog (components/offline), the roster import page (components/roster),
    // the district sign-in settings and the login dialog's district button (components/sso).
    "offline",
    "roster",
    "sso.settings",
    "sso.login",
    // The school, district, conference and NCES import forms.
    "institutions",
    // The university, course, assignment and rubric forms (components/university); the conference feedback form.
    "university",
    "conferenceFeedback.form",
    // The help content: documentation forms and search, video library and admin, grants, the carousel editor.
    "helpDocs",
    "videos",
    "grants",
    "carouselEditor",
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
    // The survey list and form (components/surveys).
    "surveys",
    // The students' answer form (components/surveys/answer-form.tsx), also reached from the app.
    "surveyAnswer",
    // The lesson screen's Results tab, PDF buttons and trainer QR dialog (components/lessons).
    "lessonResults",
    // The lesson form and delete dialog (components/lessons), the rich-text field and the standards picker (components/ui).
    "lessons.form",
    "lessons.delete",
    "richText",
    "standardsPicker",
    // The comments and rating of shared lessons (components/comments, components/comments/rating-island) and a lesson's files.
    "comments",
    "lessonFiles",
    // The target form, row actions and data priorities (components/goals).
    "goals.form",
    "goals.actions",
    "goals.definition",
    // The SMART goal screen, its statements, lessons and list actions (components/smart-goals).
    "smartGoals.list",
    "smartGoals.form",
    "smartGoals.questions",
    "smartGoals.match",
    "smartGoals.sentence",
    // Curriculum action plans, the old goal form and community partners (components/curriculum, components/companies).
    "curriculum.form",
    "curriculum.delete",
    "curriculum.owner",
    "companies.form",
    "oldGoal",
    // PBIS records, their form, filters and charts (components/pbis); the PBIS guide stays on the server.
    "pbis.form",
    "pbis.list",
    "pbis.filters",
    "pbis.options",
    "pbis.frequency",
    "pbis.timeline",
    // The master schedule's form and row actions (components/schedules).
    "schedules.form",
    "schedules.list",
    // Program planning's forms (components/program): the texts' and PDF strings stay on the server.
    "program.common",
    "program.schoolData",
    "program.advisory",
    "program.conference",
    // The administrator's user lists, add-ons, billing topics and a manager's seats (components/admin-lists, addons, billing-topics, seats).
    "adminLists.common",
    "adminLists.awards",
    "adminLists.programs",
    "addons",
    "billingTopics",
    "seats",
    // The session form, enrolment panel and grade grid (components/university-sessions); the lists and the students' view stay on the server.
    "universitySessions.errors",
    "universitySessions.fieldErrors",
    "universitySessions.form",
    "universitySessions.enrol",
    "universitySessions.grades",
  ],
} as const satisfies Record<string, readonly string[]>;

export type TClientBundle = keyof typeof CLIENT_BUNDLES;

type TMessages = { [key: string]: string | TMessages };

/** The messages of these dotted namespaces, nested as in the message file. */
export function pickMessages(all: TMessages, namespaces: readonly string[]): TMessages {
  const out: TMessages = {};
  for (const ns of namespaces) {
    const parts = ns.split(".");
    let source: TMessages | string | undefined = all;
    for (const p of parts) source = typeof source === "object" ? source[p] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const p of parts.slice(0, -1)) {
      const next = target[p];
      target = (typeof next === "object" ? next : (target[p] = {})) as TMessages;
    }
    target[parts[parts.length - 1]] = source;
  }
  return out;
}

/** What the signed-in area's client components read. */
export function pickClientMessages(all: TMessages, bundle: TClientBundle = "app"): TMessages {
  return pickMessages(all, CLIENT_BUNDLES[bundle]);
}

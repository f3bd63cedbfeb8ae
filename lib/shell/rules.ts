import type { TTopicUrl, TVideoTutorial } from "@/lib/users/current-user";

// Pure helpers of the signed-in shell.

function matches(page: string, pathname: string): boolean {
  const base = page.replace(/\/+$/, "");
  return pathname === base || pathname.startsWith(base + "/");
}

/** The help video of a page: the most specific configured page that the path is under. */
export function videoForPath(videos: readonly TVideoTutorial[], pathname: string): TVideoTutorial | null {
  const found = videos.filter((v) => matches(v.page, pathname)).sort((a, b) => b.page.length - a.page.length);
  return found[0] ?? null;
}

export const DEFAULT_QUESTION_TOPIC = 10;

/** The question topic derived from the current page; 10 (general) when no topic is tied to it. */
export function topicForPath(topics: readonly TTopicUrl[], pathname: string): number {
  const found = topics.filter((t) => matches(t.url, pathname)).sort((a, b) => b.url.length - a.url.length);
  return found[0]?.topicID ?? DEFAULT_QUESTION_TOPIC;
}

/** Folders with no page of their own: their crumb opens the page that lists what they hold. */
const CRUMB_HREFS: Readonly<Record<string, string>> = {
  "/app/report": "/app/reports",
  "/app/ramp": "/app/ramp/rampApplication",
  "/app/oscar": "/app/oscar/rampApplication",
};

/**
 * The folders under /app with no page (an edit/ or new/ level, a route handler's folder): their crumb
 * is text, not a link to a 404. tests/unit/shell-rules.test.ts keeps the list equal to app/(app)/app.
 */
export const FOLDERS_WITHOUT_PAGE: readonly string[] = [
  "/app/admin",
  "/app/admin/users",
  "/app/advisory/edit",
  "/app/billingTopics/edit",
  "/app/companies/edit",
  "/app/conference/edit",
  "/app/courseAssignments",
  "/app/courseAssignments/[universityID]",
  "/app/curriculum/edit",
  "/app/documentationTopic/edit",
  "/app/email",
  "/app/email/edit",
  "/app/faq",
  "/app/faq/question",
  "/app/fileUpload/[id]",
  "/app/goals/edit",
  "/app/lesson/edit",
  "/app/lesson/view",
  "/app/lessonComment",
  "/app/lessonComment/edit",
  "/app/lessons/edit-new",
  "/app/managerReports",
  "/app/managersNotRenewd/csv",
  "/app/oscar",
  "/app/question",
  "/app/ramp",
  "/app/report",
  "/app/schedule/edit",
  "/app/schooldistrict/edit",
  "/app/schools/edit",
  "/app/smartgoals/edit",
  "/app/survey",
  "/app/survey/edit",
  "/app/targetComment",
  "/app/targetComment/edit",
  "/app/university/edit",
  "/app/universityCourse",
  "/app/universityCourse/edit",
  "/app/universityCourseAssignment",
  "/app/universityCourseAssignment-create",
  "/app/universityCourseAssignment-create/edit",
  "/app/universityCourseAssignment-create/edit/[id]",
  "/app/universityCourseAssignment-create/edit/[id]/[page]",
  "/app/universityCourseAssignment-create/edit/[id]/[page]/[universityID]",
  "/app/universityCourseAssignment-create/new",
  "/app/universityCourseAssignment-create/new/[universityCourseID]",
  "/app/universityCourseAssignment-create/new/[universityCourseID]/[page]",
  "/app/universityCourseAssignment-create/new/[universityCourseID]/[page]/[universityID]",
  "/app/universityCoursesSession-create",
  "/app/universityCoursesSession-create/edit",
  "/app/universityCoursesSession-create/new",
  "/app/user",
  "/app/usersurvey/csv",
  "/app/usersurveyTrainigApp/csv",
];

const NO_PAGE = FOLDERS_WITHOUT_PAGE.map((f) => new RegExp(`^${f.replace(/\[[^\]]+\]/g, "[^/]+")}$`));

/** Folders whose next segment is a key with a title of its own (reports.titles, ramp.components.{key}.title). */
const TITLED_CHILDREN: Readonly<Record<string, string>> = { "/app/report": "reportTitles", "/app/ramp": "rampTitles" };

/**
 * Breadcrumb trail after Home: one entry per path segment below /app. `href` null: a folder with no
 * page (shown as text). `labelKey`: "reportTitles.{key}" or "rampTitles.{key}", a report or RAMP
 * component named by its title (else the segment's own label).
 */
export function breadcrumbTrail(pathname: string): { segment: string; href: string | null; labelKey?: string }[] {
  const parts = pathname.split("?")[0].split("/").filter(Boolean);
  if (parts[0] !== "app") return [];
  const trail: { segment: string; href: string | null; labelKey?: string }[] = [];
  for (let i = 1; i < parts.length; i++) {
    const path = "/" + parts.slice(0, i + 1).join("/");
    if (path === "/app/dashboard") continue;
    const segment = decodeURIComponent(parts[i]);
    const titled = TITLED_CHILDREN["/" + parts.slice(0, i).join("/")];
    const href = CRUMB_HREFS[path] ?? (NO_PAGE.some((re) => re.test(path)) ? null : path);
    trail.push({ segment, href, ...(titled ? { labelKey: `${titled}.${segment}` } : {}) });
  }
  return trail;
}

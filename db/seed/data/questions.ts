// Reference data for the help side panel: question categories and topics (a topic's url
// ties it to the app page it is asked from), and the help videos of the top-bar video icon.
import type { questionCategories, questionTopics, videoTutorials } from "../../schema";

export const QUESTION_CATEGORIES: (typeof questionCategories.$inferInsert)[] = [
  { id: 1, name: "Getting started" },
  { id: 2, name: "Calendar and logs" },
  { id: 3, name: "Lessons and goals" },
  { id: 4, name: "Reports" },
  { id: 5, name: "Billing and licences" },
];

// Topic 10 is the default topic ("General question", no page).
export const DEFAULT_QUESTION_TOPIC_ID = 10;

export const QUESTION_TOPICS: (typeof questionTopics.$inferInsert)[] = [
  { id: 1, qCategoryId: 1, topic: "Dashboard and getting around", url: "/app/dashboard", param: null },
  { id: 2, qCategoryId: 1, topic: "My account, school and profile settings", url: "/app/user/overview", param: null },
  { id: 3, qCategoryId: 1, topic: "Students and student groups", url: "/app/studentsGroups", param: null },
  { id: 4, qCategoryId: 2, topic: "Calendar events and appointments", url: "/app/calendar", param: null },
  { id: 5, qCategoryId: 2, topic: "Logging activities and after-hours time", url: "/app/logs", param: null },
  { id: 6, qCategoryId: 2, topic: "Use-of-time categories and sub-categories", url: "/app/categories", param: null },
  { id: 7, qCategoryId: 2, topic: "Tags and use-of-time study days", url: "/app/tags", param: null },
  { id: 8, qCategoryId: 3, topic: "Lessons, pre-tests and post-tests", url: "/app/lesson", param: null },
  { id: 9, qCategoryId: 3, topic: "SMART goals and action plans", url: "/app/smartGoal", param: null },
  { id: 10, qCategoryId: 1, topic: "General question", url: null, param: null },
  { id: 11, qCategoryId: 3, topic: "Curriculum and Mindsets & Behaviors standards", url: "/app/curriculum", param: null },
  { id: 12, qCategoryId: 4, topic: "Use-of-time and results reports", url: "/app/reports", param: null },
  { id: 13, qCategoryId: 2, topic: "Importing a Google or Outlook calendar", url: "/app/calendar", param: null },
  { id: 14, qCategoryId: 5, topic: "Buying and renewing licences", url: "/app/user/billing", param: null },
  { id: 15, qCategoryId: 5, topic: "Invoices, quotes and payments", url: "/app/user/billing", param: null },
  { id: 16, qCategoryId: 4, topic: "RAMP documents and reports for the principal", url: "/app/reports", param: null },
];

export const VIDEO_TUTORIALS: (typeof videoTutorials.$inferInsert)[] = [
  { page: "/app/dashboard", title: "A tour of the dashboard", videoUrl: "/videos/dashboard.mp4" },
  { page: "/app/calendar", title: "Planning your week in the calendar", videoUrl: "/videos/calendar.mp4" },
  { page: "/app/logs", title: "Logging your time in under a minute", videoUrl: "/videos/logs.mp4" },
  { page: "/app/lesson", title: "Building a lesson with pre- and post-tests", videoUrl: "/videos/lesson.mp4" },
  { page: "/app/reports", title: "Use-of-time and results reports", videoUrl: "/videos/reports.mp4" },
];

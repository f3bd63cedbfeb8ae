// Who may see what of another user's events and records: the one rule lives in lib/privacy/visibility.ts;
// this module only re-exports it for the pages, API routes and e-mails that import it from here.
export { canSeeEventDetails, visibleDetails, type TDetailFields, type TViewer } from "@/lib/privacy/visibility";

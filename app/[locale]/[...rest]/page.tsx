import { notFound } from "next/navigation";

// A public URL of more than one segment that no page answers: the site's 404 in the visitor's
// language (single unknown segments are the /{dinamic} conference catch-all).
export default function UnknownPublicPage(): never {
  notFound();
}

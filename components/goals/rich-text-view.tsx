import { sanitizeRichText } from "@/lib/http/rich-text";

/** Stored rich text (bold, italic, link), cleaned again on the way out; nothing when empty. */
export function RichTextView({ html }: { html: string }) {
  if (!html) return null;
  return <div className="text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-1" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}

import type { Metadata } from "next";
import en from "@/messages/en.json";
import it from "@/messages/it.json";
import de from "@/messages/de.json";
import "./globals.css";

// A URL that matches no route at all (e.g. /api/v1/unknown): Next answers with this page without
// rendering a layout, so it cannot know the visitor's language; it says it in all three.
export const metadata: Metadata = { title: "404 · SCUTA" };

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main id="main" className="mx-auto max-w-xl space-y-8 px-4 py-16">
          {[en, it, de].map((m, i) => (
            <section key={i} lang={["en", "it", "de"][i]}>
              <h1 className="text-2xl font-semibold">{m.errors.notFoundTitle}</h1>
              <p className="mt-2 text-slate-700">{m.errors.notFoundBody}</p>
              <a href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
                {m.errors.back}
              </a>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}

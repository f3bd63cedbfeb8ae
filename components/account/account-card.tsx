import type { ReactNode } from "react";

/** The card the public account pages (reset, activation, code entry) are laid out in. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <section aria-labelledby="account-card-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="account-card-title" className="mb-1 text-2xl font-semibold">
          {title}
        </h1>
        {intro ? <p className="mb-5 text-sm text-slate-600">{intro}</p> : <div className="mb-4" />}
        {children}
      </section>
    </div>
  );
}

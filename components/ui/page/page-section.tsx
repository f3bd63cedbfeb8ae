import type { ReactNode } from "react";

export type TPageSectionProps = {
  /** The heading's id: the section is named by its h2 (aria-labelledby). */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
};

/** A part of a page named by its own h2, so a screen reader lists it among the page's regions. */
export function PageSection({ id, title, className, headingClassName = "text-lg font-semibold", children }: TPageSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

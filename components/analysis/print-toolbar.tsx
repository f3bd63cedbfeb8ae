"use client";

import { useTranslations } from "next-intl";
import { Button, buttonClass } from "@/components/ui/button";

// Print (with a stylesheet that keeps only the analysis) and the PDF version.

const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 12mm; }
  body { background: #fff !important; }
  body header:not([data-print-keep]), body aside, body footer, #main > details, #main > nav, [data-print="hide"] { display: none !important; }
  #main { padding: 0 !important; }
  [data-print="avoid-break"] { break-inside: avoid; }
  .recharts-responsive-container { width: 100% !important; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}

export function PrintToolbar({ pdfHref }: { pdfHref: string | null }) {
  const t = useTranslations("analysis");
  return (
    <div className="flex gap-2" data-print="hide">
      <Button variant="secondary" onClick={() => window.print()}>
        {t("print")}
      </Button>
      {pdfHref ? (
        <a className={buttonClass("secondary")} href={pdfHref} target="_blank" rel="noopener">
          {t("pdf.download")}
        </a>
      ) : null}
    </div>
  );
}

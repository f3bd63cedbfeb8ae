import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LanguageControl } from "@/components/shell/language-switch-server";

// The pages a student opens from a QR code to answer a survey: no marketing header or footer, no
// links away, only the language switch and the survey. Their client components read the "forms" strings.
export default function StudentSurveyLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages bundle="forms">
      <header className="mx-auto flex max-w-xl justify-end px-4 pt-3" data-testid="student-header">
        <LanguageControl />
      </header>
      <main id="main">{children}</main>
    </ClientMessages>
  );
}

import Link from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import type { TLinkState } from "@/lib/account/queries";
import { ContactControl } from "./contact-control";
import { ForgotForm } from "./forgot-dialog";

/**
 * What a reset or activation page shows when its link cannot be used, with the way forward:
 * a new link by email, the code entry, the login page, or a message to us.
 */
export async function LinkProblem({ state, kind }: { state: Exclude<TLinkState, "valid">; kind: "reset" | "activate" }) {
  const t = await getTranslations("account.linkProblem");
  const alreadyActive = kind === "activate" && state === "used";
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {t(`${kind}.${state}`)}
      </p>
      {alreadyActive ? (
        <Link href="/login" className="inline-flex rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {t("goToLogin")}
        </Link>
      ) : state === "deactivated" ? (
        <ContactControl />
      ) : (
        <>
          <div>
            <h2 className="mb-2 text-base font-semibold">{t("newLinkTitle")}</h2>
            <ForgotForm />
          </div>
          <p className="text-sm text-slate-600">
            {t("haveCode")}{" "}
            <Link href="/activateCode" className="font-medium text-brand-700 underline">
              {t("enterCode")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

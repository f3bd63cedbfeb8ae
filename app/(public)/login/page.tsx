import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/lib/auth/rules";

export async function generateMetadata() {
  return { title: (await getTranslations("login"))("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; e?: string }> }) {
  const t = await getTranslations("login");
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl) ?? undefined;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
        <section aria-labelledby="login-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 id="login-title" className="mb-1 text-2xl font-semibold">
            {t("title")}
          </h1>
          <p className="mb-5 text-sm text-slate-600">{t("intro")}</p>
          {params.e === "loginWithToken" ? (
            <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t("tokenFailed")}
            </p>
          ) : null}
          <LoginForm callbackUrl={callbackUrl} />
          <p className="mt-5 text-center text-sm text-slate-600">
            {t("noAccount")}{" "}
            <Link className="font-medium text-brand-700 underline" href="/TryForFree">
              {t("tryFree")}
            </Link>
          </p>
        </section>
    </div>
  );
}

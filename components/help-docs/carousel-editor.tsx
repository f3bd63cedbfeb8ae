"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Form, TextField } from "@/components/ui/form";
import { AdminCard } from "@/components/billing-admin/controls";
import { Button } from "@/components/ui/button";
import { saveCarouselTextAction } from "@/lib/help-docs/carousel-actions";
import { CAROUSEL_TEXT_MAX, type TCarouselText } from "@/lib/help-docs/carousel-schema";
import { useAction } from "@/components/ui/use-action";

const LANGS = ["en", "it", "de"] as const;
const FIELDS = ["title", "line1", "line2"] as const;

/** The home page carousel's default slide (shown when no monthly promotion applies), in English, Italian and German. */
export function CarouselEditor({ initial }: { initial: TCarouselText }) {
  const t = useTranslations("carouselEditor");
  const { pending, submit, error } = useAction(null, { namespace: "helpDocs", focus: "[data-carousel-form]" });
  const [v, setV] = useState<TCarouselText>(initial);
  return (
    <AdminCard title={t("title")} intro={t("intro")} headingId="carousel-editor">
      <Form
        data-carousel-form
        className="space-y-4"
        onSubmit={() => {
          submit(() => saveCarouselTextAction(v), { message: t("saved") });
        }}
      >
        {LANGS.map((lang) => (
          <fieldset key={lang} className="space-y-2">
            <legend className="text-sm font-semibold">{t(`languages.${lang}`)}</legend>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                id={`carousel-${lang}-${f}`}
                label={t(`fields.${f}`, { language: t(`languages.${lang}`) })}
                value={v[lang][f]}
                maxLength={CAROUSEL_TEXT_MAX}
                required={lang === "en" && f === "title"}
                onChange={(e) => setV((x) => ({ ...x, [lang]: { ...x[lang], [f]: e.target.value } }))}
                error={error(`${lang}.${f}`) ?? error(f)}
              />
            ))}
          </fieldset>
        ))}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t("save")}
          </Button>
        </div>
      </Form>
    </AdminCard>
  );
}

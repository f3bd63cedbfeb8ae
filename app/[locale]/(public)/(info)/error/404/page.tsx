import { notFound } from "next/navigation";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;

/** /error/404 (spec 3 section 2.5 error routes): the site's own 404 page, with the 404 status. */
export default function ErrorNotFoundPage(): never {
  notFound();
}

import { notFound } from "next/navigation";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;

/** /error/404, one of the error routes: the site's own 404 page, with the 404 status. */
export default function ErrorNotFoundPage(): never {
  notFound();
}

import { EntryView, entryMetadata } from "@/components/signup/entry-view";
import { localeParams } from "@/lib/i18n/static";

export const generateStaticParams = localeParams;
export const generateMetadata = () => entryMetadata("quote");

/**
 * /partner: the login/register page with the partner's logo, name, background and discount, by
 * the host the visitor opened; ?partnerHost= names a host to try it (e.g. academy.localhost). The
 * page is the same for every host: the browser asks which partner its host belongs to.
 */
export default function PartnerPage() {
  return <EntryView routeDefault={null} source="host" />;
}

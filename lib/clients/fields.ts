// The count fields of a client, for code that also runs in the browser (the forms): the list lives in a
// module without the table definitions.
export { CLIENT_COUNT_FIELDS as COUNT_FIELDS } from "@/db/schema/client-counts";

// Who the principal report may be e-mailed to. The report carries the sender's own words and goes
// out under the app's name, so it goes only where a principal of the sender's school can be: the
// sender's own address (to forward it), or an address of the school's own e-mail domain, which is
// the domain of the sender's account address. A free mail domain is nobody's school: from such an
// account the report goes to the sender alone.

const FREE_MAIL = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.it", "yahoo.de", "hotmail.com", "hotmail.it", "hotmail.de", "outlook.com", "live.com",
  "msn.com", "icloud.com", "me.com", "aol.com", "proton.me", "protonmail.com", "gmx.com", "gmx.de", "gmx.net", "web.de", "libero.it", "mail.com", "zoho.com", "yandex.com",
]);

const domainOf = (email: string): string => email.trim().toLowerCase().split("@")[1] ?? "";

/** The school e-mail domain of an account address, or null for a free mail domain. */
export function schoolDomainOf(senderEmail: string): string | null {
  const domain = domainOf(senderEmail);
  return domain && !FREE_MAIL.has(domain) ? domain : null;
}

/** Whether the principal report of a sender with this account address may go to `to`. */
export function principalRecipientAllowed(senderEmail: string, to: string): boolean {
  if (to.trim().toLowerCase() === senderEmail.trim().toLowerCase()) return true;
  const school = schoolDomainOf(senderEmail);
  return school !== null && domainOf(to) === school;
}

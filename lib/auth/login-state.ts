// Pure rules of the login form's state between attempts (the server action answers with them).

/**
 * "Log in to renew": the answer accountExpires switches the form to renewal mode, and the mode
 * holds across a failed attempt made in it (a mistyped password must not send the expired user
 * back to a plain "Log in" and a second round). A renewing user (role 44), who asks the manager
 * instead, never gets it.
 */
export function renewModeAfterFailure(x: { code: string | undefined; submittedReNew: boolean; managerRenewal: boolean }): boolean {
  if (x.managerRenewal) return false;
  return x.code === "accountExpires" || x.submittedReNew;
}

/**
 * The email and token of a password reset link the account page was opened from: in the fragment
 * (`#email=…&resetToken=…`, never sent to the server), or in the query of links mailed before.
 */
export function resetLinkParams(
  location: Pick<Location, 'hash' | 'search'>,
): { email: string; resetToken: string } | undefined {
  for (const part of [location.hash.replace(/^#/, ''), location.search]) {
    const query = new URLSearchParams(part);
    const email = query.get('email');
    const resetToken = query.get('resetToken');
    if (email && resetToken) return { email, resetToken };
  }
  return undefined;
}

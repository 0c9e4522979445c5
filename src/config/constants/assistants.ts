/**
 * Assistants (MCP clients) signing in through Supabase Auth's OAuth 2.1 server: the consent page's texts
 * (/oauth/consent) and the account page's list of connected assistants. Issue 49, item 2. Ships to the
 * browser: plain values only.
 */

/**
 * What an assistant may do once allowed, in plain words: the MCP server's personal tools (issue 49, item 3)
 * act with the person's token, so row-level security gives them what the workspace gives the person.
 */
export const ASSISTANT_ABILITIES = [
  'Read your saved ideas with their tags, notes and read state',
  'Save ideas to your workspace and remove them',
  'Write notes and set tags on your saved ideas',
  'See For you with its reasons, and hide ideas you are not interested in',
  'See your saved searches',
] as const;

/**
 * The OAuth scopes Supabase Auth grants (scopes_supported of its metadata) in plain words; a scope not
 * listed is shown as it is named.
 */
export const ASSISTANT_SCOPES: Readonly<Record<string, string>> = {
  openid: 'Your account ID',
  email: 'Your email address',
  profile: 'Your name and profile',
  phone: 'Your phone number',
  offline_access: 'Stay connected until you remove it',
};

export const CONSENT_TEXT = {
  /** The page's own heading, before the island knows who asks. */
  pageTitle: 'Connect an assistant',
  pageDescription: 'Allow or deny an assistant access to your Research Ventures workspace.',
  loading: 'Loading the request...',
  signInHeading: 'Sign in to continue',
  signInIntro: 'An assistant asked to connect to your Research Ventures account. Sign in, then choose whether to allow it.',
  question: (client: string) => `Allow ${client} to use your account?`,
  unnamedClient: 'An unnamed assistant',
  signedInAs: 'Signed in as',
  otherAccount: 'Use another account',
  returnsTo: 'After you choose, you go back to',
  website: 'Website',
  abilitiesHeading: 'It will be able to',
  scopesHeading: 'It will also get',
  revokeHint: 'You can remove its access at any time on your account page.',
  allow: 'Allow',
  deny: 'Deny',
  allowing: 'Allowing...',
  denying: 'Denying...',
  allowed: (client: string) => `Access allowed. Taking you back to ${client}...`,
  denied: (client: string) => `Access denied. Taking you back to ${client}...`,
  alreadyAllowed: 'You already allowed this assistant. Taking you back to it...',
  tryAgain: 'Try Again',
  problemHeading: 'This request cannot be answered',
  /** Each failure's line under problemHeading; see src/auth/oauth-consent.ts for which is which. */
  problems: {
    missingRequest: 'This page opens when an assistant asks to connect to your account. Start connecting from your assistant.',
    gone: 'This request has expired, is not known, or was opened with another account. Requests last 10 minutes and belong to the account that first opens them. Go back to your assistant and connect again, or sign in with the account you used.',
    decided: 'This request was already answered. Go back to your assistant; if it is not connected, connect again.',
    offline: 'We could not reach the sign-in service. Check your connection, then try again.',
    failed: 'Something went wrong with this request. Try again in a moment.',
  },
} as const;

export const CONNECTED_ASSISTANTS_TEXT = {
  heading: 'Connected assistants',
  intro: 'Assistants you allowed can read and change your workspace as you can. Remove one to sign it out.',
  loading: 'Loading your assistants...',
  empty: 'No assistant has access to your account.',
  loadFailed: 'Your assistants could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try Again',
  unnamedClient: 'Unnamed assistant',
  granted: (date: string) => `Allowed on ${date}`,
  scopes: 'Access',
  remove: 'Remove access',
  removeLabel: (client: string) => `Remove access for ${client}`,
  confirm: (client: string) => `Remove access for ${client}? It is signed out at once and has to ask again to reconnect.`,
  confirmRemove: 'Remove',
  cancel: 'Cancel',
  removed: (client: string) => `${client} no longer has access.`,
  removeFailed: (client: string) => `Could not remove access for ${client}. It still has access; try again.`,
} as const;

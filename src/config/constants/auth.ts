/**
 * Sign-in: limits, storage keys and texts. From docs/spec/public-site.md; ships to the browser: plain values only.
 */
/** Sign-in limits, storage keys and texts (docs/spec/public-site.md, sections 2, 4, 5, 8 and 9). */
export const AUTH_LIMITS = {
  passwordMinLength: 6,
  /** The sign-in dialog closes this long after a magic link was sent or an account was created. */
  closeAfterMailMs: 2000,
  /** ...and this long after a password sign-in. */
  closeAfterPasswordMs: 500,
  /** The profile row is cached in sessionStorage this long. */
  profileCacheMs: 5 * 60 * 1000,
  /**
   * The wait between two confirmation mails to one address: Supabase Auth's default for mails to one
   * address (SMTP max frequency, 60 s); asked sooner it answers 429 over_email_send_rate_limit.
   */
  resendWaitMs: 60 * 1000,
} as const;

export const AUTH_STORAGE = {
  /** sessionStorage key of the cached profile. */
  profileCache: 'rv-profile-cache',
} as const;

export const AUTH_TEXT = {
  dialogTitle: 'Sign in to save ideas',
  genericError: 'An error occurred',
  google: 'Continue with Google',
  email: 'Continue with Email',
  passwordOption: 'Sign in with password',
  sendMagicLink: 'Send Magic Link',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  back: 'Back',
  sending: 'Sending...',
  pleaseWait: 'Please wait...',
  forgotPassword: 'Forgot password?',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  googleRedirect: 'Redirecting to Google...',
  magicLinkSent: 'Check your email for the magic link!',
  signedUp: 'Account created! Check your email to verify your account.',
  signedIn: 'Successfully signed in!',
  resetSent: 'Check your email for a link to reset your password.',
  enterEmailFirst: 'Enter your email address first.',
  passwordsDiffer: 'Passwords do not match.',
  passwordUpdated: 'Your password has been updated.',
  nameSaved: 'Your name has been saved.',
  signingIn: 'Signing you in...',
  callbackError: 'Authentication Error',
  /**
   * A link that carries sign-in tokens asks before it signs in: a defence against sign-in CSRF. Anyone can
   * send a link to their own account, so the screen names that account, warns, and signs in only after the
   * person has ticked that the address is theirs.
   */
  confirmAccountTitle: 'Sign in with this link?',
  confirmAccountBody: 'This link signs you in to the account of',
  confirmAccountWarning: 'If you did not ask for this link, do not continue: someone may want you to use their account.',
  confirmAccountOwner: (email: string) => `${email} is my email address`,
  confirmAccountContinue: 'Continue',
  confirmAccountCancel: "Don't sign in",
  tryAgain: 'Try Again',
  /**
   * A sign-up confirmation or magic link opened in a browser other than the one that asked for it (the PKCE
   * code verifier lives in that one). The sign-up link has confirmed the address all the same.
   */
  signupConfirmedTitle: 'Your email is confirmed',
  signupConfirmedBody: 'This link was opened on a different device or browser, so it could not sign you in here. Your account is ready: sign in here with your email and password.',
  signupConfirmedAction: 'Sign in here',
  /** A sign-up link opened again: the first opening confirmed the address, unless the link expired unused. */
  signupLinkUsedTitle: 'This confirmation link was already used',
  signupLinkUsedBody: 'If you opened it before, your email is confirmed: sign in with your email and password. If the link expired before you opened it (after 24 hours), sign up again for a new one.',
  signupLinkUsedAction: 'Sign in',
  otherBrowserLinkTitle: 'This link was opened on a different device or browser',
  otherBrowserLinkBody: 'A sign-in link works only in the browser where it was asked for. Send a new link here, then open it in this browser.',
  otherBrowserLinkAction: 'Send a new link here',
  otherBrowserLinkSent: 'We sent a new link. Open it in this browser to sign in.',
  /** Under 'Email not confirmed' on a password sign-in. */
  resendConfirmation: 'Resend confirmation email',
  resendConfirmationIn: (seconds: number) => `Resend confirmation email in ${seconds} s`,
  confirmationResent: 'We sent a new confirmation email. Open its link to confirm your address, then sign in.',
  signOut: 'Sign Out',
  account: 'Account',
  /** The avatar menu's way to the signed-in pages (without it /portfolio had no link anywhere). */
  workspace: 'Your Workspace',
  portfolio: 'Your Portfolio',
  fallbackName: 'User',
} as const;

/**
 * The line under 'Authentication Error' on /auth/callback (and the error on /auth/reset-password): only
 * these texts, chosen by error code in src/auth/callback-errors.ts. A link's own error_description and the
 * library's exception text are never shown: anyone can write a sentence into a link ('Account locked,
 * call ...') and it would appear on this site under our heading.
 */
export const AUTH_CALLBACK_ERRORS = {
  expiredLink: 'This link has expired or has already been used. Ask for a new one.',
  otherBrowser: 'Open the link in the browser where you asked for it, or ask for a new one.',
  invalidLink: 'This link is not valid. Ask for a new one.',
  cancelled: 'Signing in was cancelled.',
  providerFailed: 'Signing in with Google did not work. Try again, or sign in with your email.',
  confirmEmail: 'Confirm your email address with the link we sent you, then sign in.',
  accountExists: 'An account with this email address already exists. Sign in with your email instead.',
  accountBlocked: 'This account cannot sign in.',
  addressNotAllowed: 'This email address cannot be used to sign in here.',
  signupsClosed: 'New accounts cannot be created at the moment.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  offline: 'We could not reach the sign-in service. Check your connection, then try again.',
  serviceFailed: 'The sign-in service had a problem. Try again in a moment.',
  generic: 'Something went wrong while signing you in.',
} as const;

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
  /** A link that carries sign-in tokens asks before it signs in: a defence against sign-in CSRF. */
  confirmAccountTitle: 'Sign in with this link?',
  confirmAccountBody: 'This link signs you in as',
  confirmAccountContinue: 'Continue',
  confirmAccountCancel: 'Cancel',
  tryAgain: 'Try Again',
  signOut: 'Sign Out',
  account: 'Account',
  /** The avatar menu's way to the signed-in pages (without it /portfolio had no link anywhere). */
  workspace: 'Your Workspace',
  portfolio: 'Your Portfolio',
  fallbackName: 'User',
} as const;

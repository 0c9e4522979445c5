/** Ships to the browser: the header element the AccountMenu island renders into, and its static stand-in. */
export const ACCOUNT_SLOT_ID = 'account-control';
/** The server-rendered Sign in button, a guest's account control until AccountMenu is wanted. */
export const ACCOUNT_STAND_IN = '[data-static-account]';

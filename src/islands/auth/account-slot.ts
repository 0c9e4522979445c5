/** Ships to the browser: the id of the header element the AccountMenu island renders into. */
export const ACCOUNT_SLOT_ID = 'account-control';

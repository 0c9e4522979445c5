/**
 * Who may use the admin page, decided from the session and role checks the page makes. Pure; ships to the
 * browser. The page's verdict is a courtesy: every admin function checks the token and role again on the
 * server, and admin_runs is readable only by admins (RLS).
 */
import { ADMIN } from '../config/constants/admin.ts';

export type AdminAccess =
  | { state: 'verifying' }
  | { state: 'guest' }
  | { state: 'denied'; message: string }
  | { state: 'error'; message: string }
  | { state: 'verified' };

export interface RoleCheck {
  /** getSession() failed. */
  sessionError?: unknown;
  /** There is a signed-in session. */
  signedIn: boolean;
  /** `select role from profiles where id = <user id>` failed. */
  roleError?: unknown;
  role?: string | null;
}

export function isAdminRole(role: unknown): boolean {
  return role === ADMIN.role;
}

/**
 * The verdicts of docs/spec/workspace-and-operations.md#6-roles-and-permissions, in its order: session error,
 * guest, role lookup failure, not an admin, admin.
 */
export function accessFromRoleCheck(check: RoleCheck): AdminAccess {
  if (check.sessionError) return { state: 'error', message: ADMIN.text.sessionError };
  if (!check.signedIn) return { state: 'guest' };
  if (check.roleError) return { state: 'error', message: ADMIN.text.roleError };
  if (!isAdminRole(check.role)) return { state: 'denied', message: ADMIN.text.denied };
  return { state: 'verified' };
}

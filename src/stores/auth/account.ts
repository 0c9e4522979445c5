/**
 * Ships to the browser: the signed-in person's account settings (the password, the name, the "Picked for
 * you" opt-in), apart from signing in so that the header's menu on every page does not carry them. Each
 * resolves to `{ error: string | null }` and never throws; what changes shows in $auth (./session.ts).
 */
import { updatePickedForYou, updateProfileName } from '../../queries/profiles.ts';
import { failureMessage } from '../../supabase/result.ts';
import { AUTH_TEXT } from '../../config/constants/auth.ts';
import { RECOMMENDATIONS } from '../../config/constants/recommendations.ts';
import { attempt, type AuthResult } from './client.ts';
import { writeProfileCache } from './profile.ts';
import { $auth, applyUser } from './session.ts';

export function updatePassword(password: string): Promise<AuthResult> {
  return attempt(async (client) => {
    const { data, error } = await client.auth.updateUser({ password });
    if (!error && data.user) applyUser(data.user);
    return { error };
  });
}

/** Saves the name to user_metadata.full_name and profiles.full_name (an empty name clears it). */
export function updateName(name: string): Promise<AuthResult> {
  const fullName = name.trim() || null;
  return attempt(async (client) => {
    const { data, error } = await client.auth.updateUser({ data: { full_name: fullName } });
    if (error) return { error };
    applyUser(data.user);
    const userId = data.user.id;
    const saved = await updateProfileName(client, userId, fullName);
    if (!saved.ok) {
      console.error('Could not save the name to the profile:', saved.message);
      return { error: saved.message };
    }
    const state = $auth.get();
    if (state.user?.id === userId && state.profile) {
      const profile = { ...state.profile, full_name: fullName };
      $auth.set({ ...state, profile });
      writeProfileCache(userId, profile);
    }
    return { error: null };
  });
}

/**
 * The opt-in to "Picked for you" in the daily alert: shown at once, put back as it was when the database
 * refuses it. `error` is for the person; the cause goes to the console.
 */
export async function setPickedForYou(on: boolean): Promise<AuthResult> {
  const before = $auth.get();
  const userId = before.user?.id;
  if (!userId || !before.profile) return { error: AUTH_TEXT.genericError };
  const previous = before.profile.picked_for_you;
  const apply = (value: boolean) => {
    const state = $auth.get();
    if (state.user?.id !== userId || !state.profile) return;
    const profile = { ...state.profile, picked_for_you: value };
    $auth.set({ ...state, profile });
    writeProfileCache(userId, profile);
  };
  apply(on);
  const result = await attempt(
    (client) => updatePickedForYou(client, userId, on).then((saved) => ({ error: failureMessage(saved) })),
    (error) => {
      if (!error) return null;
      console.error('Could not save the Picked for you choice:', error);
      return RECOMMENDATIONS.optIn.failed;
    },
  );
  if (result.error) apply(previous);
  return result;
}

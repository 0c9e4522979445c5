/**
 * Ships to the browser: the signed-in user's profile (select * from profiles where id = user id, single
 * row), cached for five minutes in the tab's sessionStorage and fetched once at a time per user.
 */
import { selectProfile } from '../../queries/profiles.ts';
import { tabStorage } from '../../ui/storage.ts';
import { AUTH_STORAGE } from '../../config/constants/auth.ts';
import { authErrorMessage, type Profile, readProfileCache, serializeProfileCache } from '../../auth/rules.ts';
import { authClient } from './client.ts';

/** Storage full or disabled: the profile is simply fetched again next time. */
export function writeProfileCache(userId: string, profile: Profile | null): void {
  tabStorage.write(AUTH_STORAGE.profileCache, serializeProfileCache(userId, profile, Date.now()));
}

export function clearProfileCache(): void {
  tabStorage.remove(AUTH_STORAGE.profileCache);
}

const profileRequests = new Map<string, Promise<Profile | null>>();

async function fetchProfile(userId: string): Promise<Profile | null> {
  const client = await authClient();
  const result = await selectProfile(client, userId);
  // No row is cached; any other failure is logged and, not being cached, retried next time.
  if (!result.ok) {
    if (result.reason === 'not-found') writeProfileCache(userId, null);
    else console.error('Could not load the profile:', result.message);
    return null;
  }
  writeProfileCache(userId, result.data);
  return result.data;
}

/** The user's profile: from the 5-minute cache, else from the database. */
export function getProfile(userId: string): Promise<Profile | null> {
  const cached = readProfileCache(tabStorage.read(AUTH_STORAGE.profileCache), userId, Date.now());
  if (cached.hit) return Promise.resolve(cached.profile);
  let request = profileRequests.get(userId);
  if (!request) {
    request = fetchProfile(userId)
      .catch((error: unknown) => {
        console.error('Could not load the profile:', authErrorMessage(error));
        return null;
      })
      .finally(() => profileRequests.delete(userId));
    profileRequests.set(userId, request);
  }
  return request;
}

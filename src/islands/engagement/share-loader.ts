/**
 * Ships to the browser: loads the share actions once, on demand. A Share button starts the load when it is
 * pressed or focused, so that by its click the device's share can still be called within the user's
 * gesture (browsers refuse navigator.share outside one), without the actions in the page's first bundle.
 */
type ShareActions = typeof import('./share-actions.ts');

let loading: Promise<ShareActions> | null = null;

export function loadShareActions(): Promise<ShareActions> {
  loading ??= import('./share-actions.ts');
  return loading;
}

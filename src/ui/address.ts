/**
 * Ships to the browser: a filter kept in the address without a new history entry (the workspace's filters,
 * For you's "Learn from"), the path and hash kept.
 */
export function replaceAddressQuery(params: URLSearchParams): void {
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
}

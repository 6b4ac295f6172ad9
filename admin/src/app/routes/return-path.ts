const HOME = '/admin-dashboard';

/**
 * The page a visitor was sent away from (the guard passes it in the history state). Only an
 * admin path is honoured, so a crafted link cannot send a fresh session elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return HOME;
  return from === HOME || from.startsWith(`${HOME}/`) || from.startsWith(`${HOME}?`) ? from : HOME;
}

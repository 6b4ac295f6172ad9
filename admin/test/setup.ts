import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { settleConfirm } from '../src/components/ui/confirm.ts';
import { toastQueue } from '../src/components/ui/toast.tsx';
import { clearCache } from '../src/lib/revalidate.ts';
import { $session } from '../src/lib/session.ts';

// jsdom lacks CSS.escape, which the aria collections use to find their items.
if (!globalThis.CSS?.escape) {
  const escapeIdent = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: escapeIdent } as typeof CSS;
}

afterEach(async () => {
  cleanup();
  $session.set(null);
  toastQueue.clear();
  settleConfirm(false);
  await clearCache();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

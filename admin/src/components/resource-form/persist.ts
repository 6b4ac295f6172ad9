import { isStaleSave, messageOf } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { notify } from '../ui/toast.tsx';

export interface PersistOptions<T> {
  request: () => Promise<T>;
  /** The success text, or a function of the answer (the profile shows the server's message). */
  success: string | ((answer: T) => string);
  failure: string;
  /** Whether the server's message replaces `failure` when it sent one (the spec says where). */
  preferServerMessage?: boolean;
  /** Cached reads to refresh after the write. */
  revalidate?: string[];
}

/** Runs a write and tells the user how it went, the same way on every screen. Rethrows on failure. */
export async function persist<T>(options: PersistOptions<T>): Promise<T> {
  try {
    const answer = await options.request();
    notify.success(typeof options.success === 'function' ? options.success(answer) : options.success);
    if (options.revalidate?.length) void revalidate(...options.revalidate);
    return answer;
  } catch (error) {
    // A stale save always says why in the server's words: the screen's 'Gagal menyimpan' would not.
    const useServer = options.preferServerMessage || isStaleSave(error);
    notify.error(useServer ? messageOf(error, options.failure) : options.failure);
    throw error;
  }
}

import { messageOf } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { notify } from '../ui/toast.tsx';

export interface PersistOptions<T> {
  request: () => Promise<T>;
  /** The success text, or a function of the answer (the profile shows the server's message). */
  success: string | ((answer: T) => string);
  /** Said only when the server gave no reason of its own (the network is down). */
  failure: string;
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
    // The server's reason (stock too low, text too long, record changed meanwhile) tells the user
    // what to fix; the screen's 'Gagal menyimpan …' would not.
    notify.error(messageOf(error, options.failure));
    throw error;
  }
}

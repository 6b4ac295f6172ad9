import { atom } from 'nanostores';

// The question lives in a store so any code can ask; the dialog that shows it is its own chunk,
// downloaded the first time a question is asked.

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  resolve: (confirmed: boolean) => void;
}

export const $confirmRequest = atom<ConfirmRequest | null>(null);

export interface ConfirmOptions {
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
}

/** Asks a yes/no question in the app's dialog; resolves true when confirmed. */
export function confirmAction(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  $confirmRequest.get()?.resolve(false);
  return new Promise((resolve) => {
    $confirmRequest.set({
      message,
      confirmLabel: options.confirmLabel ?? 'Ya',
      tone: options.tone ?? 'primary',
      resolve,
    });
  });
}

export function settleConfirm(confirmed: boolean): void {
  const request = $confirmRequest.get();
  $confirmRequest.set(null);
  request?.resolve(confirmed);
}

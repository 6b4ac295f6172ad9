import { copyText } from './clipboard.ts';
import { closestTo } from './dom.ts';
import { showToast } from './toast.ts';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// 'Bagikan' buttons (`data-share`) open the phone's share sheet where there is one, and copy the
// page address everywhere else (or when the sheet fails), confirming with the spec's message.
export function initShare(): void {
  document.addEventListener('click', async (event) => {
    const button = closestTo<HTMLElement>(event.target, '[data-share]');
    if (!button) return;
    const address = window.location.href.split('#')[0];
    if (typeof navigator.share === 'function') {
      try {
        // Called before any await: the share sheet needs the click's user activation.
        await navigator.share({ title: document.title, url: address });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing more to do.
        if (isAbort(error)) return;
      }
    }
    const copied = await copyText(address);
    showToast(copied ? (button.dataset.shareMessage ?? address) : `Salin tautan ini: ${address}`);
  });
}

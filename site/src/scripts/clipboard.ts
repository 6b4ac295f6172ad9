import { closestTo } from './dom.ts';
import { showToast } from './toast.ts';

// The clipboard API needs a secure context, so plain http falls back to a hidden text area.
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copy buttons (`data-copy="…"`, e.g. the bank account number) put their value on the clipboard. */
export function initCopy(): void {
  document.addEventListener('click', async (event) => {
    const button = closestTo<HTMLElement>(event.target, '[data-copy]');
    if (!button) return;
    const value = button.dataset.copy ?? '';
    const copied = await copyText(value);
    showToast(copied ? (button.dataset.copyMessage ?? value) : `Salin secara manual: ${value}`);
  });
}

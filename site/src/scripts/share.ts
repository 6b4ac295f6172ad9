import { showToast } from './toast.ts';

// 'Bagikan' buttons (`data-share`) copy the page address; the clipboard API needs a secure
// context, so plain http falls back to a hidden text area.
async function copy(text: string): Promise<boolean> {
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

export function initShare(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-share]');
    if (!button) return;
    const address = window.location.href.split('#')[0];
    const copied = await copy(address);
    showToast(copied ? (button.dataset.shareMessage ?? address) : `Salin tautan ini: ${address}`);
  });
}

// The toast notifier at the top centre of every page.
const TOAST_MS = 4000;
const MAX_TOASTS = 3;

export function showToast(message: string): void {
  const region = document.getElementById('toast-region');
  if (!region) return;
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.textContent = message;
  region.append(toast);
  while (region.childElementCount > MAX_TOASTS) region.firstElementChild?.remove();
  window.setTimeout(() => toast.remove(), TOAST_MS);
}

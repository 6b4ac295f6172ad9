/**
 * Puts the text on the clipboard; false where the browser has no clipboard for the page (an address
 * served over plain http) or refuses it, so the screen can offer the text to copy by hand.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

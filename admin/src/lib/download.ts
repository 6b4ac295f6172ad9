import { apiUrl, fetchPrivateFile, type QueryValue } from './api.ts';

/**
 * Downloads a file the API serves only to the signed-in role (an export): fetched with the token, then
 * saved under the name the screen gives it.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fileName: string) {
  const url = await fetchPrivateFile(apiUrl(path, query));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is let go once it surely has the bytes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

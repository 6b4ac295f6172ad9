import { apiUrl, fetchPrivateFile, type QueryValue } from './api.ts';

/** Saves a file the API answers to a signed-in user (a plain link would carry no token). */
export async function downloadFromApi(path: string, query: Record<string, QueryValue>, filename: string) {
  const url = await fetchPrivateFile(apiUrl(path, query));
  saveUrl(url, filename);
}

/** Saves text made here (the import report) as a file. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  saveUrl(URL.createObjectURL(new Blob([text], { type })), filename);
}

function saveUrl(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

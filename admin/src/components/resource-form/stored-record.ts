import { createContext, useContext } from 'react';

/**
 * The stored record an edit form shows, for the parts of the form that act on it beside the save (its
 * revision history): they find it here instead of each form passing it down. Null on a create form.
 */
export interface StoredRecord {
  /** The record's API path ('/artikel/12'). */
  path: string;
  /** The `updated_at` the form loaded: any write of the record sends it (STALE_RECORD when it moved on). */
  version: string | undefined;
  /** Reads the record again and puts it into the form as the loaded state (after a restore). */
  refresh: () => Promise<void>;
  /** Cached reads a write of the record changes (its list, a public page's source). */
  revalidate: string[];
}

export const StoredRecordContext = createContext<StoredRecord | null>(null);

export const useStoredRecord = () => useContext(StoredRecordContext);

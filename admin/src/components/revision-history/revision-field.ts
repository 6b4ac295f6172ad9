/** A value of a revision's fields as the API keeps it. */
export type RevisionValue = string | number | null;

/** A content field a form shows, for comparing revisions under the form's own label. */
export interface RevisionField {
  name: string;
  label: string;
  /** How a stored value reads (a choice's label, a date); the value itself when absent. */
  format?: (value: string) => string;
}

/** Columns the database maintains itself: never worth an audit line. */
const STAMPS = new Set(['created_at', 'updated_at']);

/**
 * The fields an update changed, with their new values: what the audit log keeps for an update
 * (`{ judul_artikel: 'Judul baru' }`). Fields absent from `after` are not compared.
 */
export function changedFields(before: object, after: object): Record<string, unknown> {
  const old = new Map<string, unknown>(Object.entries(before));
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (STAMPS.has(field)) continue;
    if (JSON.stringify(old.get(field) ?? null) !== JSON.stringify(value ?? null))
      changed[field] = value ?? null;
  }
  return changed;
}

/** Columns the database maintains itself: never worth an audit line. */
const STAMPS = new Set(['created_at', 'updated_at']);

/**
 * The fields an update changed, with their new values: what the audit log keeps for an update
 * (`{ judul_artikel: 'Judul baru' }`). Fields absent from `after` are not compared.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (STAMPS.has(field)) continue;
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null))
      changed[field] = value ?? null;
  }
  return changed;
}

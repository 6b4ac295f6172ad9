/** A spinner with its text, announced politely to screen readers. */
export function Spinner({ text }: { text: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

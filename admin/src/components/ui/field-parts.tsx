import { FieldError, Label, Text } from 'react-aria-components';

/** A field's label, with the spec's asterisk when it must be filled. */
export function FieldLabel({
  label,
  isRequired,
  hidden = false,
}: {
  label: string;
  isRequired?: boolean;
  /** Named for screen readers only (a filter whose placeholder says it all). */
  hidden?: boolean;
}) {
  return (
    <Label className={hidden ? 'visually-hidden' : 'field-label'}>
      {label}
      {isRequired && (
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

/** The field's hint and its error, under the control. */
export function FieldFoot({ description, error }: { description?: string; error?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}

/**
 * An error that belongs to no single control (a list's, a chosen file's), announced as it appears;
 * nothing without one.
 */
export function ErrorLine({ error, className }: { error?: string | null; className?: string }) {
  if (!error) return null;
  return (
    <p className={className ? `field-error ${className}` : 'field-error'} role="alert">
      {error}
    </p>
  );
}

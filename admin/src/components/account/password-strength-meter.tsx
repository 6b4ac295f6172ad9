import { Label, Meter } from 'react-aria-components';
import { passwordStrength } from './password-strength.ts';

/** A small bar under a new-password field: Lemah, Sedang or Kuat, computed as the user types. */
export function PasswordStrengthMeter({ password, username }: { password: string; username?: string }) {
  const strength = passwordStrength(password, username);
  if (!strength) return null;
  return (
    <Meter
      className="progress strength"
      value={strength.level}
      minValue={0}
      maxValue={3}
      valueLabel={strength.label}
      data-level={strength.level}
    >
      {({ percentage }) => (
        <>
          <div className="progress-head">
            <Label className="strength-label">Kekuatan password</Label>
            <span className="strength-value" aria-live="polite">
              {strength.label}
            </span>
          </div>
          <div className="progress-track">
            <div className="progress-fill" style={{ width: `${percentage}%` }} />
          </div>
          {strength.hint && <p className="strength-hint">{strength.hint}</p>}
        </>
      )}
    </Meter>
  );
}

import { useState } from 'react';
import { Group, Input, TextArea as RacTextArea, TextField as RacTextField } from 'react-aria-components';
import { Button } from './button.tsx';
import { FieldFoot, FieldLabel } from './field-parts.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

export interface FieldProps {
  label: string;
  name?: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
}

export interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'datetime-local' | 'url' | 'search' | 'number';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'search';
  maxLength?: number;
  autoComplete?: string;
  /** The latest date a date field's picker offers (YYYY-MM-DD); the form's validation still decides. */
  max?: string;
  /** The input's step: 1 lets a time or datetime field take seconds. */
  step?: number;
}

export function TextInput({
  label,
  error,
  description,
  className,
  type = 'text',
  max,
  step,
  ...props
}: TextInputProps) {
  return (
    <RacTextField
      {...props}
      type={type}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`field ${className ?? ''}`}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input className="input" max={max} step={step} />
      <FieldFoot description={description} error={error} />
    </RacTextField>
  );
}

export function TextArea({
  label,
  error,
  description,
  className,
  rows = 4,
  ...props
}: FieldProps & { rows?: number }) {
  return (
    <RacTextField
      {...props}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`field ${className ?? ''}`}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <RacTextArea className="input textarea" rows={rows} />
      <FieldFoot description={description} error={error} />
    </RacTextField>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordInput({
  label,
  error,
  description,
  className,
  autoComplete = 'current-password',
  ...props
}: FieldProps & { autoComplete?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <RacTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`field ${className ?? ''}`}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className="input-group">
        <Input className="input" />
        <Button
          variant="quiet"
          iconOnly
          className="input-addon"
          aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
          aria-pressed={visible}
          onPress={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      <FieldFoot description={description} error={error} />
    </RacTextField>
  );
}

import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FieldFoot } from './field-parts.tsx';
import type { Option } from './select-field.tsx';

export interface ChoiceGroupProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string;
  isDisabled?: boolean;
  name?: string;
}

/** A few mutually exclusive choices shown side by side (large touch targets, arrow keys move). */
export function ChoiceGroup({
  label,
  options,
  value,
  onChange,
  description,
  error,
  isDisabled,
  name,
}: ChoiceGroupProps) {
  return (
    <RadioGroup
      className="field"
      name={name}
      value={value || null}
      onChange={onChange}
      orientation="horizontal"
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field-label">{label}</Label>
      <div className="check-row">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio">
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldFoot description={description} error={error} />
    </RadioGroup>
  );
}

import type { Key } from 'react-aria-components';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FieldFoot, FieldLabel } from './field-parts.tsx';
import { ChevronDownIcon } from './icons.tsx';

export interface Option {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange?: (value: string) => void;
  name?: string;
  error?: string;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  name,
  error,
  description,
  placeholder = 'Pilih…',
  isRequired,
  isDisabled,
  className,
  hideLabel,
}: SelectFieldProps) {
  return (
    <Select
      className={`field ${className ?? ''}`}
      name={name}
      // '' is "nothing chosen" unless an option stands for it (a filter's 'Semua').
      value={value === '' && !options.some((option) => option.id === '') ? null : value}
      onChange={(key: Key | null) => onChange?.(key === null ? '' : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} hidden={hideLabel} />
      <Button className="input select-trigger">
        <SelectValue className="select-value" />
        <ChevronDownIcon width={18} height={18} />
      </Button>
      <FieldFoot description={description} error={error} />
      <Popover className="popover select-popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

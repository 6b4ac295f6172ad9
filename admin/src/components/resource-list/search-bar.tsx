import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useDebounced } from '../../lib/use-debounced.ts';
import { SearchIcon } from '../ui/icons.tsx';
import { type Option, SelectField } from '../ui/select-field.tsx';

export interface SearchFieldChoice extends Option {
  placeholder: string;
}

export interface SearchBarProps {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** The jemaat list lets the user choose which column the text searches. */
  fields?: readonly SearchFieldChoice[];
  field?: string;
  onField?: (field: string) => void;
}

export function SearchBar({ value, onSearch, placeholder, fields, field, onField }: SearchBarProps) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 300);
  useEffect(() => setText(value), [value]);
  // Only a settled change of the text searches; `value` follows the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
  }, [settled]);

  const chosen = fields?.find((choice) => choice.id === field);
  return (
    <>
      {fields && onField && (
        <SelectField
          className="search-field-select"
          label="Cari berdasarkan"
          options={fields}
          value={field ?? fields[0].id}
          onChange={onField}
        />
      )}
      <SearchField className="field search-box" value={text} onChange={setText} onClear={() => onSearch('')}>
        <Label className="visually-hidden">Cari</Label>
        <div className="input-group">
          <SearchIcon className="input-icon" />
          <Input className="input input-with-icon" placeholder={chosen?.placeholder ?? placeholder} />
        </div>
      </SearchField>
    </>
  );
}

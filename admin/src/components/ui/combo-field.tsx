import { useEffect, useMemo, useState } from 'react';
import {
  ButtonContext,
  ComboBox,
  Group,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RacButton,
} from 'react-aria-components';
import useSWR from 'swr';
import { withQuery } from '../../lib/api.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Button } from './button.tsx';
import { FieldFoot, FieldLabel } from './field-parts.tsx';
import { ChevronDownIcon } from './icons.tsx';
import type { Option } from './select-field.tsx';

export interface RemoteComboFieldProps<Row> {
  label: string;
  /** A list endpoint answering `q` with `{ data }` or a plain array. */
  endpoint: string;
  toOption: (row: Row) => Option;
  value: string;
  selectedLabel: string;
  onChange: (id: string, label: string) => void;
  query?: Record<string, string | number>;
  error?: string;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Also told when the options cannot be loaded (a toast the spec asks for). */
  onLoadError?: (error: unknown) => void;
  /** Said when the options cannot be loaded; 'Gagal memuat daftar {label}.' by default. */
  loadErrorText?: string;
}

/**
 * A combo box whose options come from the API as the user types, so picking one of
 * 20,000 members never downloads them all.
 */
export function RemoteComboField<Row>({
  label,
  endpoint,
  toOption,
  value,
  selectedLabel,
  onChange,
  query,
  error,
  description,
  placeholder = 'Ketik untuk mencari…',
  isRequired,
  isDisabled,
  name,
  onLoadError,
  loadErrorText = `Gagal memuat daftar ${label.toLowerCase()}.`,
}: RemoteComboFieldProps<Row>) {
  const [input, setInput] = useState(selectedLabel);
  const [typed, setTyped] = useState('');
  useEffect(() => setInput(selectedLabel), [selectedLabel]);
  const search = useDebounced(typed, 250);
  const key = withQuery(endpoint, { ...query, q: search, per_page: 20 });
  const {
    data,
    error: loadError,
    isLoading,
    isValidating,
    mutate,
  } = useSWR<Row[] | { data: Row[] }>(isDisabled ? null : key, {
    keepPreviousData: true,
    // The failure stays shown with 'Coba lagi' rather than flickering through automatic retries.
    shouldRetryOnError: false,
    // An `onError: undefined` would replace SWR's own handler, which it then calls and crashes on.
    ...(onLoadError ? { onError: onLoadError } : {}),
  });
  // Shown until a retry answers: without it the list would say 'Memuat…' for ever.
  const failed = Boolean(loadError) && !isValidating;
  const items = useMemo(() => {
    const rows = Array.isArray(data) ? data : (data?.data ?? []);
    const options = rows.map(toOption);
    // The chosen option stays listed even when the current search does not return it.
    if (value && !options.some((option) => option.id === value)) {
      options.unshift({ id: value, label: selectedLabel || value });
    }
    return options;
  }, [data, toOption, value, selectedLabel]);

  return (
    <ComboBox
      className="field"
      name={name}
      items={items}
      selectedKey={value || null}
      onSelectionChange={(key: Key | null) => {
        // Escape or leaving the field without choosing: the text goes back to the chosen option
        // (left as typed, it would make the list open again at once).
        if (key === null) {
          setInput(selectedLabel);
          setTyped('');
          return;
        }
        const option = items.find((item) => item.id === String(key));
        onChange(String(key), option?.label ?? '');
        setInput(option?.label ?? '');
        setTyped('');
      }}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        setTyped(text);
        if (text === '' && value) onChange('', '');
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="input-group">
        <Input className="input" placeholder={placeholder} />
        <RacButton className="btn btn-quiet btn-icon input-addon" aria-label={`Tampilkan pilihan ${label}`}>
          <ChevronDownIcon width={18} height={18} />
        </RacButton>
      </Group>
      <FieldFoot description={description} error={error} />
      {failed && (
        <div className="field-load-error" role="alert">
          <span>{loadErrorText}</span>
          {/* Outside the combo box's own button context, or it would open the list instead. */}
          <ButtonContext.Provider value={null}>
            <Button variant="secondary" size="sm" onPress={() => void mutate()}>
              Coba lagi
            </Button>
          </ButtonContext.Provider>
        </div>
      )}
      <Popover className="popover combo-popover">
        <ListBox
          className="listbox"
          renderEmptyState={() => (
            <div className="listbox-empty">
              {failed ? loadErrorText : isLoading ? 'Memuat…' : 'Tidak ada yang cocok.'}
            </div>
          )}
        >
          {(option: Option) => (
            <ListBoxItem id={option.id} className="listbox-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

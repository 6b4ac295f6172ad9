import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { DEFAULT_LEAVE_MESSAGE, useLeaveGuard } from './use-leave-guard.ts';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface ResourceFormOptions<V, R> {
  /** The values of a new record; `reset` replaces them once a stored record has loaded. */
  initial: V;
  validate?: (values: V) => FieldErrors<V>;
  /** Sends the values; throws to keep the user on the form. */
  onSubmit: (values: V) => Promise<R>;
  /** Runs once the form counts as saved (so leaving is no longer questioned): usually navigation. */
  onSaved?: (result: R, values: V) => void;
  leaveMessage?: string;
  /** Whether to ask before leaving with changes (the finance form only asks while editing). */
  guardLeave?: boolean;
}

// Files compare by identity (JSON would turn every File into {}), everything else by value.
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Blob || b instanceof Blob) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function differs<V extends object>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof V>;
  for (const key of keys) if (!sameValue(a[key], b[key])) return true;
  return false;
}

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The one form pattern: values, validation, dirty tracking, leave guard and submit. */
export function useResourceForm<V extends object, R = unknown>(options: ResourceFormOptions<V, R>) {
  const [baseline, setBaseline] = useState<V>(options.initial);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const isDirty = useMemo(() => differs(values, baseline), [values, baseline]);
  const guard = useLeaveGuard(
    (options.guardLeave ?? true) && isDirty,
    options.leaveMessage ?? DEFAULT_LEAVE_MESSAGE,
  );

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as keyof V & string] ? { ...current, [name]: undefined } : current));
  }, []);

  const reset = useCallback((next: V) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
  }, []);

  function field<K extends keyof V & string>(name: K, transform?: (value: string) => string): FieldBinding {
    const raw = values[name];
    return {
      name,
      value: raw === null || raw === undefined ? '' : String(raw),
      onChange: (value: string) => set(name, (transform ? transform(value) : value) as V[K]),
      error: errors[name],
    };
  }

  /**
   * A file field's binding, as `field` is a text field's: the chosen file (`name` holds a File or null)
   * and removing the stored file, which sets the `removeFlag` value the form then sends.
   */
  function fileField<K extends keyof V & string, Flag extends keyof V & string>(name: K, removeFlag: Flag) {
    return {
      file: values[name] as File | null,
      onFile: (file: File | null) => set(name, file as V[K]),
      onRemoveStored: () => set(removeFlag, true as V[Flag]),
    };
  }

  /**
   * A picker's binding (a member, an item, an activity chosen by name): the chosen id goes to `idName`,
   * the name it was chosen by to `labelName`, so the form shows that name without asking again.
   */
  function pickField<K extends keyof V & string, L extends keyof V & string>(idName: K, labelName: L) {
    return {
      value: String(values[idName] ?? ''),
      selectedLabel: String(values[labelName] ?? ''),
      onChange: (id: string, label: string) => {
        set(idName, id as V[K]);
        set(labelName, label as V[L]);
      },
      error: errors[idName],
    };
  }

  function focusFirstError() {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector('[data-invalid]');
      const target =
        invalid?.querySelector<HTMLElement>('input, textarea, button') ?? (invalid as HTMLElement | null);
      target?.focus();
    });
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (submitting) return;
    const found = options.validate?.(values) ?? {};
    const hasErrors = Object.values(found).some(Boolean);
    setErrors(found);
    if (hasErrors) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      const result = await options.onSubmit(values);
      guard.release();
      setBaseline(values);
      options.onSaved?.(result, values);
    } catch {
      // The submit handler has told the user what went wrong; the input stays for another try.
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    set,
    field,
    fileField,
    pickField,
    errors,
    setErrors,
    isDirty,
    submitting,
    submit,
    reset,
    formRef,
  };
}

export type ResourceForm<V extends object> = ReturnType<typeof useResourceForm<V>>;

import { useState } from 'react';
import { TextInput } from '../ui/text-field.tsx';

export const CODE_REQUIRED_MESSAGE = 'Kode verifikasi wajib diisi.';
const CODE_HINT = 'Kode 6 angka dari aplikasi autentikator.';

/** The typed code and its error, as the sign-in's second step and the profile's enrolment keep them. */
export function useCodeField() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  return {
    code: code.trim(),
    error,
    setError,
    reset: () => {
      setCode('');
      setError(undefined);
    },
    /** False (with the field's message) when nothing was typed. */
    check: () => {
      if (code.trim()) return true;
      setError(CODE_REQUIRED_MESSAGE);
      return false;
    },
    input: {
      value: code,
      onChange: (value: string) => {
        setCode(value);
        setError(undefined);
      },
      error,
    },
  };
}

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A recovery code has letters: only an enrolment, which takes the app's code alone, asks for digits. */
  digitsOnly?: boolean;
}

export function CodeField({ digitsOnly, ...props }: CodeFieldProps) {
  return (
    <TextInput
      {...props}
      label="Kode Verifikasi"
      name="kode"
      inputMode={digitsOnly ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      maxLength={20}
      description={CODE_HINT}
      isRequired
      autoFocus
    />
  );
}

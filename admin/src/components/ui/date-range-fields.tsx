import { TextInput } from './text-field.tsx';

const REVERSED_RANGE_MESSAGE = 'Tanggal akhir tidak boleh sebelum tanggal awal.';

interface DateRangeFieldsProps {
  dari: string;
  sampai: string;
  /** Only the date that changed, so a second date typed before the first one's render does not undo it. */
  onChange: (changes: { dari: string } | { sampai: string }) => void;
  className?: string;
}

/** A typed date range, from and to, as the finance list and the finance report ask for one. */
export function DateRangeFields({ dari, sampai, onChange, className }: DateRangeFieldsProps) {
  const reversed = Boolean(dari && sampai && sampai < dari);
  return (
    <>
      <TextInput
        label="Dari tanggal"
        type="date"
        className={className}
        value={dari}
        onChange={(value) => onChange({ dari: value })}
      />
      <TextInput
        label="Sampai tanggal"
        type="date"
        className={className}
        value={sampai}
        onChange={(value) => onChange({ sampai: value })}
        error={reversed ? REVERSED_RANGE_MESSAGE : undefined}
      />
    </>
  );
}

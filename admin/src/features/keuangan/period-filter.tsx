import { Button } from '../../components/ui/button.tsx';
import { DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { type Period, shortcuts } from '../../lib/periods.ts';

export interface PeriodFilterProps {
  dari: string;
  sampai: string;
  /** Only what changed: a second date typed before the first one's render must not undo the first. */
  onChange: (period: Partial<Period>) => void;
}

/** The finance list's date range, typed or chosen from the treasurer's usual periods. */
export function PeriodFilter({ dari, sampai, onChange }: PeriodFilterProps) {
  const chosen = shortcuts().find((s) => s.period.dari === dari && s.period.sampai === sampai)?.id;
  return (
    <fieldset className="period-filter">
      <legend className="visually-hidden">Periode</legend>
      <DateRangeFields dari={dari} sampai={sampai} onChange={onChange} className="period-date" />
      <div className="period-shortcuts">
        {shortcuts().map((shortcut) => (
          <Button
            key={shortcut.id}
            size="sm"
            variant={chosen === shortcut.id ? 'primary' : 'secondary'}
            aria-pressed={chosen === shortcut.id}
            onPress={() => onChange(shortcut.period)}
          >
            {shortcut.label}
          </Button>
        ))}
        {(dari || sampai) && (
          <Button size="sm" variant="quiet" onPress={() => onChange({ dari: '', sampai: '' })}>
            Semua tanggal
          </Button>
        )}
      </div>
    </fieldset>
  );
}

import { Checkbox } from 'react-aria-components';
import { DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { LOKASI_OPTIONS } from '../../lib/choices.ts';
import { currentYear, MONTH_OPTIONS } from '../../lib/periods.ts';
import { PERIOD_KINDS, type ReportPeriodState } from './use-report-period.ts';

/** The last ten years, and the chosen one if it is older (a bookmarked report). */
function yearOptions(chosen: number) {
  const years = Array.from({ length: 10 }, (_, i) => currentYear() - i);
  if (!years.includes(chosen)) years.push(chosen);
  return years.map((year) => ({ id: String(year), label: String(year) }));
}

const QUARTERS = [1, 2, 3, 4].map((q) => ({ id: String(q), label: `Triwulan ${q}` }));

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox className="report-toggle" isSelected={checked} onChange={onChange}>
      <span className="report-toggle-box" aria-hidden="true" />
      {label}
    </Checkbox>
  );
}

/** The period (month, quarter, year or two dates), one congregation or all, and what else to show. */
export function ReportControls({ state }: { state: ReportPeriodState }) {
  const { kind, set } = state;
  return (
    <div className="report-controls no-print">
      <SelectField
        label="Periode"
        options={PERIOD_KINDS}
        value={kind}
        onChange={(periode) => set({ periode })}
      />
      {kind === 'bulan' && (
        <SelectField
          label="Bulan"
          options={MONTH_OPTIONS}
          value={String(state.bulan)}
          onChange={(bulan) => set({ bulan })}
        />
      )}
      {kind === 'triwulan' && (
        <SelectField
          label="Triwulan"
          options={QUARTERS}
          value={String(state.triwulan)}
          onChange={(triwulan) => set({ triwulan })}
        />
      )}
      {kind !== 'rentang' ? (
        <SelectField
          label="Tahun"
          options={yearOptions(state.tahun)}
          value={String(state.tahun)}
          onChange={(tahun) => set({ tahun })}
        />
      ) : (
        <DateRangeFields dari={state.range.dari} sampai={state.range.sampai} onChange={set} />
      )}
      <SelectField
        label="Jemaat"
        options={[{ id: '', label: 'Semua jemaat' }, ...LOKASI_OPTIONS]}
        value={state.lokasi}
        onChange={(lokasi) => set({ lokasi })}
      />
      <div className="report-toggles">
        <Toggle
          label="Rincian per jemaat"
          checked={state.perLokasi}
          onChange={(on) => set({ per_lokasi: on ? '1' : '' })}
        />
        <Toggle
          label="Daftar transaksi"
          checked={state.rincian}
          onChange={(on) => set({ rincian: on ? '1' : '' })}
        />
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { TextArea as RacTextArea, TextField as RacTextField } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button } from '../../components/ui/button.tsx';
import { FieldFoot, FieldLabel } from '../../components/ui/field-parts.tsx';
import { PrintableScreen } from '../../components/ui/printable-screen.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { withQuery } from '../../lib/api.ts';
import { KEWARGAAN_OPTIONS } from '../../lib/choices.ts';
import { writeClipboard } from '../../lib/clipboard.ts';
import { formatDate } from '../../lib/format.ts';
import { useTitle } from '../../lib/use-title.ts';
import { BirthdayList } from './birthday-list.tsx';
import { birthdayText } from './birthday-text.ts';
import { RANGES, rangeOf } from './ranges.ts';
import { type Birthdays, congregationName } from './types.ts';

const CONGREGATIONS = [
  { id: '', label: 'Semua kewargaan' },
  ...KEWARGAAN_OPTIONS.map((option) => ({ id: option.id, label: congregationName(option.id) })),
];

/**
 * Where the clipboard cannot be written (an address over plain http, a browser that refuses): the text
 * in a field of its own, selected, for a copy by hand.
 */
function ManualCopy({ text }: { text: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <RacTextField className="field birthday-text no-print" value={text} isReadOnly>
      <FieldLabel label="Teks untuk warta" />
      <RacTextArea ref={field} className="input textarea" rows={Math.min(12, text.split('\n').length + 1)} />
      <FieldFoot description="Teks sudah dipilih: salin, lalu tempel di Isi Warta pada Warta Jemaat." />
    </RacTextField>
  );
}

/** 'Ulang Tahun & Pernikahan': the weekly list for the bulletin, per congregation, printable. */
export function BirthdaysPage() {
  useTitle('Ulang Tahun & Pernikahan');
  const [params, setParams] = useSearchParams();
  const rentang = params.get('rentang') || 'minggu-ini';
  const kewargaan = params.get('kewargaan') ?? '';
  const { dari, sampai } = rangeOf(rentang);
  const { data, error } = useSWR<Birthdays>(withQuery('/jemaat-ulang-tahun', { dari, sampai, kewargaan }));
  // Each refused copy shows the field anew (its key), so the text is selected again.
  const [manualCopies, setManualCopies] = useState(0);
  const text = data ? birthdayText(data, !kewargaan) : '';
  async function copy() {
    if (await writeClipboard(text)) {
      setManualCopies(0);
      notify.success('Daftar disalin.');
    } else {
      setManualCopies((count) => count + 1);
      notify.info(
        'Daftar tidak dapat disalin otomatis; salin teks yang sudah dipilih di kolom Teks untuk warta.',
      );
    }
  }
  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <PrintableScreen
      className="birthdays-page"
      title="Ulang Tahun & Pernikahan"
      lead={
        <p className="page-lead">
          {formatDate(dari)} – {formatDate(sampai)}
          {kewargaan ? ` · ${congregationName(kewargaan)}` : ''}
        </p>
      }
      filters={
        <>
          <SelectField
            className="list-filter"
            label="Rentang"
            options={RANGES}
            value={rentang}
            onChange={(value) => choose('rentang', value === 'minggu-ini' ? '' : value)}
          />
          <SelectField
            className="list-filter"
            label="Kewargaan"
            options={CONGREGATIONS}
            value={kewargaan}
            onChange={(value) => choose('kewargaan', value)}
          />
        </>
      }
      actions={
        <Button variant="secondary" onPress={() => void copy()} isDisabled={!text}>
          Salin sebagai teks
        </Button>
      }
      read={{ data, error }}
      texts={{ loading: 'Memuat data ulang tahun...', failure: 'Gagal memuat data ulang tahun.' }}
    >
      {(data) => (
        <>
          {manualCopies > 0 && text && <ManualCopy key={manualCopies} text={text} />}
          <div className="card">
            <BirthdayList data={data} showCongregation={!kewargaan} />
          </div>
        </>
      )}
    </PrintableScreen>
  );
}

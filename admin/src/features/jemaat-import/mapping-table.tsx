import type { ImportPreview } from '@gkj/contract';
import { SelectField } from '../../components/ui/select-field.tsx';

const SKIP = { id: '', label: '— Tidak diimpor —' };

/** Which field each column of the file fills; the server proposed it, the user may change it. */
export function MappingTable({
  preview,
  mapping,
  onChange,
}: {
  preview: ImportPreview;
  mapping: string[];
  onChange: (mapping: string[]) => void;
}) {
  const options = [SKIP, ...preview.bidang];
  return (
    <section className="card" aria-labelledby="mapping-title">
      <h2 id="mapping-title" className="card-title">
        Kolom di berkas ({preview.kolom.length})
      </h2>
      <p className="field-description">
        Pilih isian jemaat yang diisi tiap kolom. Kolom tanpa isian yang cocok (misalnya Tempat Lahir) tidak
        diimpor.
      </p>
      <div className="mapping-grid">
        {preview.kolom.map((header, index) => (
          <SelectField
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional; two may share a header
            key={index}
            className="mapping-field"
            label={header || `Kolom ${index + 1}`}
            options={options}
            value={mapping[index] ?? ''}
            onChange={(value) => onChange(mapping.map((field, at) => (at === index ? value : field)))}
          />
        ))}
      </div>
    </section>
  );
}

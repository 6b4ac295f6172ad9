import type { Report } from '@gkj/contract';
import { formatRupiah } from '../../lib/format.ts';
import { ReportTable } from './report-table.tsx';
import type { CategoryLine } from './types.ts';

function CategoryTable({
  title,
  lines,
  total,
  tone,
}: {
  title: string;
  lines: CategoryLine[];
  total: number;
  tone: 'in' | 'out';
}) {
  return (
    <ReportTable
      caption={title}
      columns={[{ label: 'Kategori' }, { label: 'Jumlah (Rp)', numeric: true }]}
      foot={
        <tr>
          <th scope="row">Total {title.toLowerCase()}</th>
          <td className={`num amount-${tone}`}>{formatRupiah(total)}</td>
        </tr>
      }
    >
      {lines.map((line) => (
        <tr key={line.id_kategori ?? 'tanpa'}>
          <td>{line.nama_kategori}</td>
          <td className="num">{formatRupiah(line.jumlah)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** Opening balance, income and expenses by category, closing balance: the page the council signs. */
export function ReportTables({ report }: { report: Report }) {
  return (
    <div className="report-tables">
      <dl className="report-balance">
        <div>
          <dt>Saldo awal</dt>
          <dd>{formatRupiah(report.saldo_awal)}</dd>
        </div>
      </dl>
      <CategoryTable title="Pemasukan" lines={report.pemasukan} total={report.total_pemasukan} tone="in" />
      <CategoryTable
        title="Pengeluaran"
        lines={report.pengeluaran}
        total={report.total_pengeluaran}
        tone="out"
      />
      <dl className="report-balance">
        <div>
          <dt>Saldo akhir</dt>
          <dd>{formatRupiah(report.saldo_akhir)}</dd>
        </div>
      </dl>
      {report.per_lokasi && (
        <ReportTable
          caption="Per jemaat"
          columns={[
            { label: 'Jemaat' },
            { label: 'Pemasukan (Rp)', numeric: true },
            { label: 'Pengeluaran (Rp)', numeric: true },
          ]}
        >
          {report.per_lokasi.map((place) => (
            <tr key={place.lokasi ?? 'tanpa'}>
              <td>{place.lokasi ?? 'Tanpa jemaat'}</td>
              <td className="num">{formatRupiah(place.total_pemasukan)}</td>
              <td className="num">{formatRupiah(place.total_pengeluaran)}</td>
            </tr>
          ))}
        </ReportTable>
      )}
    </div>
  );
}

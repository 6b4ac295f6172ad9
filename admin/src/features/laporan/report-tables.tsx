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

/** One balance line of the report (opening or closing), in rupiah. */
function Balance({ label, amount }: { label: string; amount: number }) {
  return (
    <dl className="report-balance">
      <div>
        <dt>{label}</dt>
        <dd>{formatRupiah(amount)}</dd>
      </div>
    </dl>
  );
}

/** Opening balance, income and expenses by category, closing balance: the page the council signs. */
export function ReportTables({ report }: { report: Report }) {
  return (
    <div className="report-tables">
      <Balance label="Saldo awal" amount={report.saldo_awal} />
      <CategoryTable title="Pemasukan" lines={report.pemasukan} total={report.total_pemasukan} tone="in" />
      <CategoryTable
        title="Pengeluaran"
        lines={report.pengeluaran}
        total={report.total_pengeluaran}
        tone="out"
      />
      <Balance label="Saldo akhir" amount={report.saldo_akhir} />
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

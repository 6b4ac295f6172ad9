import { formatRupiah } from '../../lib/format.ts';
import type { CategoryLine, Report } from './types.ts';

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
    <table className="report-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Kategori</th>
          <th scope="col" className="num">
            Jumlah (Rp)
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id_kategori ?? 'tanpa'}>
            <td>{line.nama_kategori}</td>
            <td className="num">{formatRupiah(line.jumlah)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total {title.toLowerCase()}</th>
          <td className={`num amount-${tone}`}>{formatRupiah(total)}</td>
        </tr>
      </tfoot>
    </table>
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
        <table className="report-table">
          <caption>Per jemaat</caption>
          <thead>
            <tr>
              <th scope="col">Jemaat</th>
              <th scope="col" className="num">
                Pemasukan (Rp)
              </th>
              <th scope="col" className="num">
                Pengeluaran (Rp)
              </th>
            </tr>
          </thead>
          <tbody>
            {report.per_lokasi.map((place) => (
              <tr key={place.lokasi ?? 'tanpa'}>
                <td>{place.lokasi ?? 'Tanpa jemaat'}</td>
                <td className="num">{formatRupiah(place.total_pemasukan)}</td>
                <td className="num">{formatRupiah(place.total_pengeluaran)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

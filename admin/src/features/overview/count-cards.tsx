import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { NAV_ICONS } from '../../components/ui/nav-icons.tsx';
import type { Area } from '../../lib/access.ts';
import { type QueryValue, withQuery } from '../../lib/api.ts';
import { formatNumber, formatRupiah } from '../../lib/format.ts';

interface Counted {
  area: Area;
  label: string;
  endpoint: string;
  /** Narrows what is counted (members: the active ones, as the member list shows first). */
  query?: Record<string, QueryValue>;
  path: string;
}

const COUNTED: Counted[] = [
  {
    area: 'jemaat',
    label: 'Jemaat Aktif',
    endpoint: '/jemaat',
    query: { status: 'aktif' },
    path: '/admin-dashboard/jemaat',
  },
  { area: 'jadwal', label: 'Jadwal Ibadah', endpoint: '/jadwal-ibadah', path: '/admin-dashboard/jadwal' },
  { area: 'kegiatan', label: 'Kegiatan', endpoint: '/kegiatan-gereja', path: '/admin-dashboard/kegiatan' },
  { area: 'artikel', label: 'Artikel', endpoint: '/artikel', path: '/admin-dashboard/artikel' },
  {
    area: 'inventaris',
    label: 'Barang Inventaris',
    endpoint: '/inventarisasi-gereja',
    path: '/admin-dashboard/inventaris',
  },
  {
    area: 'kemajelisan',
    label: 'Anggota Majelis',
    endpoint: '/kemajelisan',
    path: '/admin-dashboard/kemajelisan',
  },
  { area: 'users', label: 'Akun Pengguna', endpoint: '/user', path: '/admin-dashboard/users' },
];

function CountCard({ item }: { item: Counted }) {
  // One row is enough: the list answer carries the total.
  const { data, error } = useSWR<{ total: number }>(withQuery(item.endpoint, { ...item.query, per_page: 1 }));
  const Icon = NAV_ICONS[item.area];
  return (
    <Link to={item.path} className="stat-card">
      <span className="stat-icon" aria-hidden="true">
        <Icon />
      </span>
      <span className="stat-text">
        <span className="stat-value">{data ? formatNumber(data.total) : error ? '—' : '…'}</span>
        <span className="stat-label">{item.label}</span>
      </span>
    </Link>
  );
}

function BalanceCard() {
  const { data } = useSWR<{ total_pemasukan: number; total_pengeluaran: number }>('/total-transaksi');
  const saldo = data ? data.total_pemasukan - data.total_pengeluaran : null;
  return (
    <Link to="/admin-dashboard/keuangan" className="stat-card stat-card-wide">
      <span className="stat-text">
        <span className={`stat-value ${saldo !== null && saldo < 0 ? 'amount-out' : ''}`}>
          {saldo === null ? '…' : formatRupiah(saldo)}
        </span>
        <span className="stat-label">Saldo (pemasukan − pengeluaran)</span>
      </span>
    </Link>
  );
}

export function CountCards({ areas }: { areas: Area[] }) {
  const visible = COUNTED.filter((item) => areas.includes(item.area));
  if (visible.length === 0 && !areas.includes('keuangan')) return null;
  return (
    <div className="stat-grid">
      {visible.map((item) => (
        <CountCard key={item.area} item={item} />
      ))}
      {areas.includes('keuangan') && <BalanceCard />}
    </div>
  );
}

// The printable copy of what the system holds about one member (UU PDP right of access), for the pastor
// to hand over on paper: a plain page of tables in a new window, printed from there.

export interface PersonalData {
  dibuat_pada: string;
  jemaat: Record<string, unknown>;
  majelis: Record<string, unknown>[];
  pengguna: Record<string, unknown>[];
  riwayat: { aksi: string; username: string | null; created_at: string; perubahan: unknown }[];
}

const html = (value: unknown) => String(value ?? '—').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const label = (key: string) => key.replace(/_/g, ' ');

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '<p>Tidak ada.</p>';
  const keys = Object.keys(rows[0]);
  const head = keys.map((key) => `<th>${html(label(key))}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${keys.map((key) => `<td>${html(typeof row[key] === 'object' && row[key] !== null ? JSON.stringify(row[key]) : row[key])}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function personalDataPage(data: PersonalData): string {
  const record = Object.entries(data.jemaat)
    .map(([key, value]) => `<tr><th>${html(label(key))}</th><td>${html(value)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Data pribadi jemaat</title>
<style>body{font:12pt/1.4 system-ui,sans-serif;margin:2cm}h1{font-size:16pt}h2{font-size:13pt;margin-top:1.5em}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#eee;width:30%}@page{size:A4;margin:1.5cm}</style></head><body>
<h1>Data pribadi yang disimpan GKJ Girimarto</h1>
<p>Salinan lengkap menurut UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, dibuat ${html(data.dibuat_pada)}.</p>
<h2>Data jemaat</h2><table><tbody>${record}</tbody></table>
<h2>Kemajelisan</h2>${table(data.majelis)}
<h2>Akun pengguna</h2>${table(data.pengguna)}
<h2>Riwayat perubahan</h2>${table(data.riwayat)}
</body></html>`;
}

// One staff member of the load test: until the deadline, creates and edits articles, finance transactions
// (moving shared inventory counts) and members, as the admin sends them, each edit carrying the version it
// last saw. Every acknowledged write goes into the ledger the verification compares the database with.

export interface ArtikelExpected {
  judul_artikel: string;
  isi_artikel: string;
  jenis_artikel: string;
}
export interface TransaksiExpected {
  nama_transaksi: string;
  jenis_transaksi: 'pemasukan' | 'pengeluaran';
  jumlah_transaksi: number;
  id_inventaris: number;
  jumlah_item: number;
}
export interface JemaatExpected {
  nama_jemaat: string;
  alamat_jemaat: string;
}

/** What the server acknowledged, by record id: the content each record must have at the end. */
export interface Ledger {
  artikel: Map<number, ArtikelExpected>;
  transaksi: Map<number, TransaksiExpected>;
  jemaat: Map<number, JemaatExpected>;
  creates: number;
  edits: number;
  /** Deliberately stale saves the server refused with 409, as it must. */
  staleRefused: number;
  errors: string[];
}

export const newLedger = (): Ledger => ({
  artikel: new Map(),
  transaksi: new Map(),
  jemaat: new Map(),
  creates: 0,
  edits: 0,
  staleRefused: 0,
  errors: [],
});

export interface WriterOptions {
  baseUrl: string;
  token: string;
  /** Names the writer's records. */
  name: string;
  /** Inventory items every writer's transactions share (their counts are fought over). */
  items: number[];
  deadline: number;
  ledger: Ledger;
}

type Answer = { status: number; body: { message?: string; data?: Record<string, unknown> } };

const randomOf = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function multipart(fields: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}

export async function runStaffWriter(options: WriterOptions): Promise<void> {
  const { ledger } = options;
  // The version each of this writer's records had in its last acknowledged answer.
  const versions = new Map<string, string>();
  let n = 0;
  let memberEdits = 0;

  async function send(method: string, path: string, body?: FormData | object): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const response = await fetch(`${options.baseUrl}/api${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
  }

  /** Sends a write; an acknowledged one returns the saved record, anything else is an error of the run. */
  async function write(method: string, path: string, body: FormData | object, kind: 'create' | 'edit') {
    const answer = await send(method, path, body).catch(
      (error: Error): Answer => ({ status: 0, body: { message: error.message } }),
    );
    const ok = answer.status === (kind === 'create' ? 201 : 200);
    if (!ok || !answer.body.data) {
      ledger.errors.push(`${method} ${path}: ${answer.status} ${answer.body.message ?? ''}`.trim());
      return undefined;
    }
    if (kind === 'create') ledger.creates += 1;
    else ledger.edits += 1;
    return answer.body.data;
  }

  // And the one before it: what a second copy of the form, opened earlier, would still send.
  const previous = new Map<string, string>();
  const remember = (key: string, data: Record<string, unknown>) => {
    const last = versions.get(key);
    if (last) previous.set(key, last);
    versions.set(key, String(data.updated_at));
  };
  const own = (kind: string) => [...versions.keys()].filter((key) => key.startsWith(`${kind}/`));

  async function artikel(edit: boolean) {
    const key = edit ? randomOf(own('artikel')) : undefined;
    const expected = {
      judul_artikel: `${options.name} artikel ${++n}`,
      isi_artikel: `Isi ${n} dari ${options.name}: ${'kabar jemaat '.repeat(between(5, 40))}`.trim(),
      jenis_artikel: randomOf(['berita', 'renungan']),
    };
    const fields = key ? { ...expected, updated_at: versions.get(key) ?? '' } : expected;
    const data = await write(
      'POST',
      key ? `/${key}?_method=PUT` : '/artikel',
      multipart(fields),
      key ? 'edit' : 'create',
    );
    if (!data) return;
    remember(`artikel/${data.id_artikel}`, data);
    ledger.artikel.set(Number(data.id_artikel), expected);
  }

  async function transaksi(edit: boolean) {
    const key = edit ? randomOf(own('keuangan-gereja')) : undefined;
    const expected: TransaksiExpected = {
      nama_transaksi: `${options.name} transaksi ${++n}`,
      jenis_transaksi: randomOf(['pemasukan', 'pengeluaran'] as const),
      jumlah_transaksi: between(1_000, 5_000_000),
      id_inventaris: randomOf(options.items),
      jumlah_item: between(1, 5),
    };
    const fields = {
      ...expected,
      tanggal_transaksi: '2026-03-01',
      ...(key && { updated_at: versions.get(key) ?? '' }),
    };
    const path = key ? `/${key}?_method=PUT` : '/keuangan-gereja';
    const data = await write('POST', path, multipart(fields), key ? 'edit' : 'create');
    if (!data) return;
    remember(`keuangan-gereja/${data.id_transaksi}`, data);
    ledger.transaksi.set(Number(data.id_transaksi), expected);
  }

  async function jemaat(edit: boolean) {
    const key = edit ? randomOf(own('jemaat')) : undefined;
    const expected = {
      nama_jemaat: `${options.name} jemaat ${++n}`,
      alamat_jemaat: `Dusun ${between(1, 99)}`,
    };
    const older = key && previous.get(key);
    if (key && older && ++memberEdits % 3 === 0) {
      // A save from a copy older than this writer's last save: must be refused, changing nothing.
      const stale = await send('PUT', `/${key}`, { ...expected, updated_at: older });
      if (stale.status === 409) ledger.staleRefused += 1;
      else ledger.errors.push(`PUT /${key} (usang): ${stale.status}, seharusnya 409`);
    }
    const body = key ? { ...expected, updated_at: versions.get(key) } : expected;
    const data = await write(
      key ? 'PUT' : 'POST',
      key ? `/${key}` : '/jemaat',
      body,
      key ? 'edit' : 'create',
    );
    if (!data) return;
    remember(`jemaat/${data.id_jemaat}`, data);
    ledger.jemaat.set(Number(data.id_jemaat), expected);
  }

  const steps = [artikel, transaksi, jemaat];
  for (let round = 0; Date.now() < options.deadline; round++) {
    const step = steps[round % steps.length];
    // Create first, then mostly edit what exists: two edits for every new record.
    await step(Math.floor(round / steps.length) % 3 !== 0);
  }
}

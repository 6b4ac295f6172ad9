// The start-up scripts' first contact with a database server: when it fails because the server cannot be
// reached or refuses the login, the person starting the product gets one Indonesian sentence that names
// the address and the setting to check, instead of a driver's code such as `connect ECONNREFUSED`.

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface DriverError {
  code?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  sqlMessage?: unknown;
  errors?: unknown;
}

/** The first error in a chain (AggregateError of several addresses, `cause`) that carries a code. */
function coded(error: unknown): DriverError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as DriverError & { cause?: unknown };
    if (typeof candidate.code === 'string') return candidate;
    current = Array.isArray(candidate.errors) ? candidate.errors[0] : candidate.cause;
  }
  return undefined;
}

/** Where the driver tried to connect, as `host:port`, from the error itself. */
function target(error: DriverError): string {
  if (typeof error.hostname === 'string') return error.hostname;
  if (typeof error.address === 'string') return `${error.address}${error.port ? `:${error.port}` : ''}`;
  return 'alamat DATABASE_URL';
}

/** An Indonesian sentence for "could not reach or log in to the server", or undefined for any other error. */
export function connectionProblem(error: unknown): string | undefined {
  const found = coded(error);
  if (!found) return undefined;
  const code = String(found.code);
  if (UNREACHABLE.has(code)) {
    return (
      `Server database di ${target(found)} tidak dapat dihubungi (${code}). ` +
      'Pastikan MariaDB berjalan dan DATABASE_URL menunjuk ke alamat yang benar.'
    );
  }
  if (code === 'ER_ACCESS_DENIED_ERROR') {
    return `Server database menolak login (${found.sqlMessage ?? code}). Periksa pengguna dan kata sandi di DATABASE_URL.`;
  }
  if (code === 'ER_BAD_DB_ERROR') {
    return `${found.sqlMessage ?? 'Database tidak ada'}. Buat database itu dulu, atau ubah namanya di DATABASE_URL.`;
  }
  return undefined;
}

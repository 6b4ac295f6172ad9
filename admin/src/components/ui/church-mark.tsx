import type { ReactNode } from 'react';

/** The dashboard's mark: a cross under a Javanese joglo roof line. Decorative. */
export function ChurchMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="church-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <path
        d="M6 19 20 9l14 10"
        fill="none"
        stroke="var(--color-accent-on-dark)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M20 14v17M14.5 20h11" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" />
    </svg>
  );
}

/** The card of the sign-in screens (sign in, the forced password change): the mark, the church, a title. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-brand">
          <ChurchMark />
          <div>
            <p className="login-church">GKJ Girimarto</p>
            <h1 className="login-title">{title}</h1>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}

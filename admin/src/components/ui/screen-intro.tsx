import type { ReactNode } from 'react';

/** A screen's heading and the sentence under it that says what the screen changes. */
export function ScreenIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <p className="page-lead">{children}</p>
    </>
  );
}

import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminLayout } from '../src/app/layout/admin-layout.tsx';
import { returnPath } from '../src/app/routes/return-path.ts';
import { menuFor } from '../src/lib/access.ts';
import { roleLabel } from '../src/lib/format.ts';
import {
  $session,
  endSession,
  readStoredSession,
  renameSessionUser,
  startSession,
} from '../src/lib/session.ts';
import { MENUS_BY_ROLE } from './menus-by-role.ts';
import { renderRoutes } from './support.tsx';

const ANSWER = {
  token: 'abc.def.ghi',
  user: { id_user: 7, username_user: 'penulis', nama_role: 'author', harus_ganti_password: false },
};

function LoginProbe() {
  const location = useLocation();
  return <p>login, kembali ke {String((location.state as { from?: string } | null)?.from)}</p>;
}

function showDashboard(url: string) {
  return renderRoutes(
    [
      {
        path: '/admin-dashboard',
        element: <AdminLayout />,
        children: [{ path: 'artikel', element: <h1>Artikel Gereja</h1> }],
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    url,
  );
}

describe('the session store', () => {
  it('stores the spec’s four localStorage entries on sign-in', () => {
    startSession(ANSWER);
    expect($session.get()).toEqual({
      token: 'abc.def.ghi',
      user_id: '7',
      username: 'penulis',
      role: 'author',
    });
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('username')).toBe('penulis');
    expect(localStorage.getItem('role')).toBe('author');
  });

  it('removes all four on sign-out', () => {
    startSession(ANSWER);
    endSession();
    expect($session.get()).toBeNull();
    for (const key of ['token', 'user_id', 'username', 'role']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a stored session back, and none without a token', () => {
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('username', 'x');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'pendeta');
    expect(readStoredSession()).toEqual({ token: 't', user_id: '', username: 'x', role: 'pendeta' });
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    localStorage.setItem('token', 'other-tab');
    localStorage.setItem('username', 'admin');
    localStorage.setItem('role', 'admin');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect($session.get()?.token).toBe('other-tab');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect($session.get()).toBeNull();
  });

  it('renames the signed-in user after a profile change', () => {
    startSession(ANSWER);
    renameSessionUser('penulis2');
    expect(localStorage.getItem('username')).toBe('penulis2');
  });
});

describe('the guard', () => {
  it('sends a visitor without a token to /login, replacing the entry and keeping the wanted page', async () => {
    const { router } = showDashboard('/admin-dashboard/artikel?q=natal');
    expect(await screen.findByText('login, kembali ke /admin-dashboard/artikel?q=natal')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the user to /login when the session ends while a page is open', async () => {
    startSession(ANSWER);
    showDashboard('/admin-dashboard/artikel');
    expect(await screen.findByRole('heading', { name: 'Artikel Gereja' })).toBeTruthy();
    endSession();
    expect(await screen.findByText('login, kembali ke /admin-dashboard/artikel')).toBeTruthy();
  });

  it('shows the stored user and role in the top bar and the role’s menu', async () => {
    startSession(ANSWER);
    showDashboard('/admin-dashboard/artikel');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('penulis')).toBeTruthy();
    expect(within(banner).getByText('Penulis')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Kelola Profil', 'Artikel Gereja']);
  });

  it('falls back to Pengguna and User when the entries are missing', async () => {
    $session.set({ token: 't', user_id: '', username: '', role: '' });
    showDashboard('/admin-dashboard/artikel');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByText('Pengguna')).toBeTruthy());
    expect(within(banner).getByText('User')).toBeTruthy();
  });

  it('returns after sign-in only to dashboard pages', () => {
    expect(returnPath({ from: '/admin-dashboard/jemaat?page=2' })).toBe('/admin-dashboard/jemaat?page=2');
    expect(returnPath({ from: 'https://elsewhere.example/' })).toBe('/admin-dashboard');
    expect(returnPath({ from: '//elsewhere.example/admin-dashboard' })).toBe('/admin-dashboard');
    expect(returnPath(null)).toBe('/admin-dashboard');
  });
});

describe('the menu per role', () => {
  const labels = (role: string) => menuFor(role).map((entry) => entry.label);
  it('follows the spec’s table', () => {
    expect(labels('pendeta')).toEqual(MENUS_BY_ROLE.pendeta);
    expect(labels('author')).toEqual(MENUS_BY_ROLE.author);
    expect(labels('petugas_inventaris')).toEqual(MENUS_BY_ROLE.petugas_inventaris);
    expect(labels('admin').slice(0, 11)).toEqual(MENUS_BY_ROLE.admin.slice(0, 11));
    expect(labels('tamu')).toEqual(['Kelola Profil']);
    expect(roleLabel('author')).toBe('Penulis');
    expect(roleLabel('pendeta')).toBe('Pendeta');
    expect(roleLabel(undefined)).toBe('User');
  });
});

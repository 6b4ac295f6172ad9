import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AreaGate } from './area-gate.tsx';
import { RootLayout } from './root-layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every screen is its own chunk: /login never downloads the dashboard, a list never its form.
const at = (path: string, lazy: RouteObject['lazy']): RouteObject => ({ path, lazy });

/** A list route and its detail route (with and without id), open to the roles of `area`. */
const resource = (
  area: Parameters<typeof AreaGate>[0]['area'],
  list: [string, RouteObject['lazy']],
  detail?: [string, RouteObject['lazy']],
): RouteObject => ({
  element: <AreaGate area={area} />,
  children: [at(list[0], list[1]), ...(detail ? [at(`${detail[0]}/:id?`, detail[1])] : [])],
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk downloads.
    hydrateFallbackElement: <div className="route-progress" role="progressbar" aria-label="Memuat halaman" />,
    children: [
      at('/login', () => import('./routes/login-page.tsx').then((m) => ({ Component: m.LoginPage }))),
      {
        path: '/admin-dashboard',
        lazy: () => import('./layout/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/overview/overview-page.tsx').then((m) => ({ Component: m.OverviewPage })),
          },
          at('profile', () =>
            import('../features/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
          ),
          resource(
            'users',
            [
              'users',
              () => import('../features/users/user-list.tsx').then((m) => ({ Component: m.UserList })),
            ],
            [
              'detail-user',
              () => import('../features/users/user-form.tsx').then((m) => ({ Component: m.UserForm })),
            ],
          ),
          resource(
            'jemaat',
            [
              'jemaat',
              () => import('../features/jemaat/jemaat-list.tsx').then((m) => ({ Component: m.JemaatList })),
            ],
            [
              'detail-jemaat',
              () => import('../features/jemaat/jemaat-form.tsx').then((m) => ({ Component: m.JemaatForm })),
            ],
          ),
          resource('jemaat', [
            'impor-jemaat',
            () =>
              import('../features/jemaat-import/import-page.tsx').then((m) => ({ Component: m.ImportPage })),
          ]),
          resource('statistik', [
            'statistik-jemaat',
            () =>
              import('../features/jemaat-stats/statistics-page.tsx').then((m) => ({
                Component: m.StatisticsPage,
              })),
          ]),
          resource('ulang-tahun', [
            'ulang-tahun',
            () =>
              import('../features/jemaat-stats/birthdays-page.tsx').then((m) => ({
                Component: m.BirthdaysPage,
              })),
          ]),
          resource(
            'jadwal',
            [
              'jadwal',
              () => import('../features/jadwal/jadwal-list.tsx').then((m) => ({ Component: m.JadwalList })),
            ],
            [
              'detail-jadwal',
              () => import('../features/jadwal/jadwal-form.tsx').then((m) => ({ Component: m.JadwalForm })),
            ],
          ),
          resource(
            'inventaris',
            [
              'inventaris',
              () =>
                import('../features/inventaris/inventaris-list.tsx').then((m) => ({
                  Component: m.InventarisList,
                })),
            ],
            [
              'detail-inventaris',
              () =>
                import('../features/inventaris/inventaris-form.tsx').then((m) => ({
                  Component: m.InventarisForm,
                })),
            ],
          ),
          resource(
            'keuangan',
            [
              'keuangan',
              () =>
                import('../features/keuangan/keuangan-list.tsx').then((m) => ({ Component: m.KeuanganList })),
            ],
            [
              'detail-keuangan',
              () =>
                import('../features/keuangan/keuangan-form.tsx').then((m) => ({ Component: m.KeuanganForm })),
            ],
          ),
          {
            element: <AreaGate area="keuangan" />,
            children: [
              at('kategori-keuangan', () =>
                import('../features/keuangan/kategori-page.tsx').then((m) => ({ Component: m.KategoriPage })),
              ),
            ],
          },
          {
            element: <AreaGate area="laporan-keuangan" />,
            children: [
              // Its own chunk with its chart and print styles: nothing of it loads before the report opens.
              at('laporan-keuangan', () =>
                import('../features/laporan/laporan-page.tsx').then((m) => ({ Component: m.LaporanPage })),
              ),
            ],
          },
          resource(
            'kegiatan',
            [
              'kegiatan',
              () =>
                import('../features/kegiatan/kegiatan-list.tsx').then((m) => ({ Component: m.KegiatanList })),
            ],
            [
              'detail-kegiatan',
              () =>
                import('../features/kegiatan/kegiatan-form.tsx').then((m) => ({ Component: m.KegiatanForm })),
            ],
          ),
          resource(
            'artikel',
            [
              'artikel',
              () =>
                import('../features/artikel/artikel-list.tsx').then((m) => ({ Component: m.ArtikelList })),
            ],
            [
              'detail-artikel',
              () =>
                import('../features/artikel/artikel-form.tsx').then((m) => ({ Component: m.ArtikelForm })),
            ],
          ),
          resource(
            'warta',
            [
              'warta',
              () => import('../features/warta/warta-list.tsx').then((m) => ({ Component: m.WartaList })),
            ],
            [
              'detail-warta',
              () => import('../features/warta/warta-form.tsx').then((m) => ({ Component: m.WartaForm })),
            ],
          ),
          resource(
            'kemajelisan',
            [
              'kemajelisan',
              () =>
                import('../features/kemajelisan/kemajelisan-list.tsx').then((m) => ({
                  Component: m.KemajelisanList,
                })),
            ],
            [
              'detail-kemajelisan',
              () =>
                import('../features/kemajelisan/kemajelisan-form.tsx').then((m) => ({
                  Component: m.KemajelisanForm,
                })),
            ],
          ),
          resource('galeri', [
            'galeri',
            () => import('../features/galeri/galeri-page.tsx').then((m) => ({ Component: m.GaleriPage })),
          ]),
          resource('konten-situs', [
            'konten-situs',
            () =>
              import('../features/konten-situs/konten-situs-page.tsx').then((m) => ({
                Component: m.KontenSitusPage,
              })),
          ]),
          resource('riwayat', [
            'riwayat',
            () => import('../features/audit/audit-list.tsx').then((m) => ({ Component: m.AuditList })),
          ]),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

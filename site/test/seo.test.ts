import { describe, expect, it } from 'vitest';
import { matchDetailPath } from '../src/lib/routes.ts';
import { absoluteUrl, activityTitle, articleDescription, articleTitle, pageTitle } from '../src/lib/seo.ts';

describe('titles', () => {
  it('adds the church name', () => {
    expect(pageTitle('Sejarah', 'GKJ Girimarto')).toBe('Sejarah - GKJ Girimarto');
    expect(pageTitle(undefined, 'GKJ Girimarto')).toBe('GKJ Girimarto');
    expect(articleTitle('Kasih', 'GKJ Girimarto')).toBe('Kasih - Artikel GKJ Girimarto');
    expect(activityTitle('Retret', 'GKJ Girimarto')).toBe('Retret - Kegiatan GKJ Girimarto');
  });
});

describe('articleDescription', () => {
  it('prefers the excerpt, then the description, then the default', () => {
    expect(articleDescription({ excerpt: 'Ringkas', description: 'Panjang' }, 'G')).toBe('Ringkas');
    expect(articleDescription({ excerpt: ' ', description: 'Deskripsi' }, 'G')).toBe('Deskripsi');
    expect(articleDescription({ excerpt: null }, 'GKJ Girimarto')).toMatch(
      /^Artikel rohani .*GKJ Girimarto\.$/,
    );
  });
});

describe('absoluteUrl', () => {
  it('joins the site address and a path without a trailing slash', () => {
    expect(absoluteUrl('/artikel/5', 'https://gkj.example')).toBe('https://gkj.example/artikel/5');
    expect(absoluteUrl('/profile/', 'https://gkj.example/')).toBe('https://gkj.example/profile');
    expect(absoluteUrl('/', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });
});

describe('matchDetailPath', () => {
  it('recognises activity and article addresses only', () => {
    expect(matchDetailPath('/kegiatan/12')).toEqual({ type: 'kegiatan', id: 12 });
    expect(matchDetailPath('/artikel/7/')).toEqual({ type: 'artikel', id: 7 });
    expect(matchDetailPath('/kegiatan')).toBeNull();
    expect(matchDetailPath('/kegiatan/abc')).toBeNull();
    expect(matchDetailPath('/lain/1')).toBeNull();
  });
});

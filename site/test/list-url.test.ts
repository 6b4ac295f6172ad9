import { describe, expect, it } from 'vitest';
import { isStartState, readListState, writeListState } from '../src/lib/list-url.ts';

const ARTICLE_DEFAULTS = { jenis: '' };

describe('list state in the address', () => {
  it('reads the search, filters and page of one list, ignoring the other list and bad values', () => {
    const search = '?kegiatan_cari=natal&artikel_cari=%20kasih%20&artikel_jenis=renungan&artikel_halaman=3';
    expect(readListState(search, 'artikel', ARTICLE_DEFAULTS)).toEqual({
      query: 'kasih',
      page: 3,
      filters: { jenis: 'renungan' },
    });
    expect(readListState(search, 'kegiatan', {})).toEqual({ query: 'natal', page: 1, filters: {} });
    for (const page of ['0', '-2', '1.5', 'dua', '']) {
      expect(readListState(`?artikel_halaman=${page}`, 'artikel', ARTICLE_DEFAULTS).page).toBe(1);
    }
    expect(readListState('', 'artikel', ARTICLE_DEFAULTS)).toEqual({
      query: '',
      page: 1,
      filters: { jenis: '' },
    });
  });

  it('writes the state beside the other parameters and leaves the defaults out', () => {
    const state = { query: 'kasih setia', page: 2, filters: { jenis: 'berita' } };
    const written = writeListState('?kegiatan_cari=natal', 'artikel', state, ARTICLE_DEFAULTS);
    expect(written).toBe(
      '?kegiatan_cari=natal&artikel_cari=kasih+setia&artikel_jenis=berita&artikel_halaman=2',
    );
    expect(readListState(written, 'artikel', ARTICLE_DEFAULTS)).toEqual(state);
    const cleared = writeListState(
      written,
      'artikel',
      { query: '', page: 1, filters: { jenis: '' } },
      ARTICLE_DEFAULTS,
    );
    expect(cleared).toBe('?kegiatan_cari=natal');
    expect(writeListState(cleared, 'kegiatan', { query: '', page: 1, filters: {} }, {})).toBe('');
  });

  it('tells the starting state from a searched, filtered or paged one', () => {
    expect(isStartState({ query: '', page: 1, filters: { jenis: '' } }, ARTICLE_DEFAULTS)).toBe(true);
    expect(isStartState({ query: 'a', page: 1, filters: { jenis: '' } }, ARTICLE_DEFAULTS)).toBe(false);
    expect(isStartState({ query: '', page: 2, filters: { jenis: '' } }, ARTICLE_DEFAULTS)).toBe(false);
    expect(isStartState({ query: '', page: 1, filters: { jenis: 'berita' } }, ARTICLE_DEFAULTS)).toBe(false);
  });
});

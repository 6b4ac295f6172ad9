import { describe, expect, it } from 'vitest';
import { buildSrcset, imageAttributes, showsWhole, storedImage, variantPath } from '../src/lib/images.ts';

describe('variantPath', () => {
  it('puts the width before the extension', () => {
    expect(variantPath('/uploads/artikel/a1b2.webp', 480)).toBe('/uploads/artikel/a1b2-480.webp');
    expect(variantPath('/uploads/x/y.jpg', 960)).toBe('/uploads/x/y-960.webp');
  });
});

describe('buildSrcset', () => {
  it('lists the variants and the original with their widths', () => {
    expect(buildSrcset({ file_path: '/uploads/a/b.webp', width: 1600, height: 1067 })).toBe(
      '/uploads/a/b-480.webp 480w, /uploads/a/b-960.webp 960w, /uploads/a/b.webp 1600w',
    );
  });

  it('offers the 1920 px sibling and the 2560 px original of a wide slide, for large screens', () => {
    expect(buildSrcset({ file_path: '/uploads/slide/h.webp', width: 2560, height: 1440 })).toBe(
      '/uploads/slide/h-480.webp 480w, /uploads/slide/h-960.webp 960w, /uploads/slide/h-1920.webp 1920w, ' +
        '/uploads/slide/h.webp 2560w',
    );
  });

  it('leaves out variants that are not narrower than the original', () => {
    expect(buildSrcset({ file_path: '/u/s.webp', width: 600, height: 600 })).toBe(
      '/u/s-480.webp 480w, /u/s.webp 600w',
    );
    expect(buildSrcset({ file_path: '/u/t.webp', width: 480, height: 300 })).toBe('/u/t.webp 480w');
  });
});

describe('imageAttributes', () => {
  it('carries width and height and defaults to the 960 variant for large images', () => {
    const attributes = imageAttributes({ file_path: '/u/a.webp', width: 1600, height: 900 }, '100vw');
    expect(attributes).toMatchObject({ src: '/u/a-960.webp', width: 1600, height: 900, sizes: '100vw' });
    expect(imageAttributes({ file_path: '/u/b.webp', width: 800, height: 600 }, '50vw').src).toBe(
      '/u/b.webp',
    );
  });
});

describe('storedImage', () => {
  it('is null without a path and keeps the stored size', () => {
    expect(storedImage(null, 10, 10)).toBeNull();
    expect(storedImage('/u/a.webp', 640, 480)).toEqual({ file_path: '/u/a.webp', width: 640, height: 480 });
  });
});

describe('showsWhole', () => {
  it('keeps portrait and square pictures whole and lets landscape photos fill the frame', () => {
    expect(showsWhole({ file_path: '/u/poster.webp', width: 1080, height: 1920 })).toBe(true);
    expect(showsWhole({ file_path: '/u/qris.webp', width: 800, height: 800 })).toBe(true);
    expect(showsWhole({ file_path: '/u/a.webp', width: 1000, height: 800 })).toBe(true);
    expect(showsWhole({ file_path: '/u/photo.webp', width: 1600, height: 1200 })).toBe(false);
    expect(showsWhole({ file_path: '/u/wide.webp', width: 1600, height: 900 })).toBe(false);
  });
});

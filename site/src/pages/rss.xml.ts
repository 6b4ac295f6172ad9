// The RSS 2.0 feed of the church's news: the newest articles, activities and bulletins together.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { siteUrl } from '../lib/build-env.ts';
import { kontenSitus, semuaArtikel, semuaKegiatan, semuaWarta } from '../lib/content.ts';
import { activityItems, articleItems, bulletinItems, newestItems } from '../lib/feed-items.ts';
import { clampText } from '../lib/text.ts';

export const GET: APIRoute = async () => {
  const { pengaturan } = (await kontenSitus()).data;
  const items = newestItems([
    articleItems((await semuaArtikel()).map(({ data }) => data)),
    activityItems((await semuaKegiatan()).map(({ data }) => data)),
    bulletinItems((await semuaWarta()).map(({ data }) => data)),
  ]);
  const site = siteUrl();
  return rss({
    title: pengaturan.nama_gereja,
    description:
      clampText(pengaturan.tentang_singkat, 300) || `Warta dan kegiatan ${pengaturan.nama_gereja}.`,
    site,
    items,
    // Feed readers and validators ask a feed to name its own address.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>id</language><atom:link href="${site}/rss.xml" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
  });
};

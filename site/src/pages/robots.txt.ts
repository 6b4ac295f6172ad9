import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('sitemap-index.xml', site ?? 'http://localhost:3000/').href;
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin-dashboard\nDisallow: /login\n\nSitemap: ${sitemap}\n`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
};

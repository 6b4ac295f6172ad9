import { Link } from 'react-router-dom';
import { buildSummary, useSiteBuilds } from './site-builds.ts';

/**
 * The top bar's word on the public site: updated, being built, or failed. It links to the overview,
 * where the list of builds says more (and admins can rebuild). On a phone only its dot shows.
 */
export function SiteBuildIndicator() {
  const { data } = useSiteBuilds();
  const latest = data?.data[0];
  if (!latest) return null;
  const { text, tone } = buildSummary(latest);
  return (
    <Link to="/admin-dashboard" className="build-indicator" data-tone={tone} title={text}>
      <span className="build-indicator-dot" aria-hidden="true" />
      <span aria-live="polite" className="build-indicator-text">
        {text}
      </span>
    </Link>
  );
}

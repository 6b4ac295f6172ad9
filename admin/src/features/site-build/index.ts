// What the layout and the overview may use of the site build state: its card and the top bar's indicator.
export { SiteBuildCard } from './site-build-card.tsx';
export { SiteBuildIndicator } from './site-build-indicator.tsx';

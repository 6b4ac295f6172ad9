import { geoUri, osmUrl } from '../lib/directions.ts';
import { Icon } from './icons.tsx';

export interface DirectionsProps {
  /** The church's name, read out with the links and shown on the map application's pin. */
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * 'Petunjuk Arah' to a church. On a touch screen (a phone) it opens the map application through
 * `geo:`, with OpenStreetMap beside it for phones that take no `geo:` address (iPhones); elsewhere it
 * is the OpenStreetMap link alone. CSS decides which shows (styles/calendar.css); there is no script.
 */
export function Directions({ name, latitude, longitude }: DirectionsProps) {
  return (
    <span className="directions">
      <a
        className="btn btn-outline directions-app"
        href={geoUri(latitude, longitude, name)}
        aria-label={`Petunjuk arah ke ${name} di aplikasi peta`}
      >
        <Icon name="mapPin" />
        Petunjuk Arah
      </a>
      <a
        className="directions-osm"
        href={osmUrl(latitude, longitude)}
        rel="external noopener"
        aria-label={`Petunjuk arah ke ${name} di OpenStreetMap`}
      >
        <Icon name="mapPin" />
        <span className="directions-osm-label">Petunjuk Arah</span>
        <span className="directions-osm-phone">OpenStreetMap</span>
      </a>
    </span>
  );
}

/** The directions of a church whose position is known; nothing otherwise. */
export function DirectionsTo({
  church,
}: {
  church: { nama_gereja: string; latitude: number | null; longitude: number | null } | undefined;
}) {
  if (!church || church.latitude === null || church.longitude === null) return null;
  return <Directions name={church.nama_gereja} latitude={church.latitude} longitude={church.longitude} />;
}

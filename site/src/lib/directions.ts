// Directions to a church as plain addresses: the phone's map application through a `geo:` URI
// (RFC 5870), and OpenStreetMap in any browser. No map is embedded and nothing is loaded from elsewhere.

/** Six decimals (about 10 cm) are all a position needs; more only lengthens the address. */
const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** 'geo:-7.778412,111.043987?q=-7.778412,111.043987(GKJ Girimarto Induk)': the app opens with a pin named. */
export function geoUri(latitude: number, longitude: number, label: string): string {
  const point = `${degrees(latitude)},${degrees(longitude)}`;
  return `geo:${point}?q=${point}(${encodeURIComponent(label)})`;
}

/** The position marked on openstreetmap.org, at street level; its page offers a route from there. */
export function osmUrl(latitude: number, longitude: number): string {
  const [lat, lon] = [degrees(latitude), degrees(longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

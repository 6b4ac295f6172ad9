import { Icon } from './icons.tsx';

export interface CalendarLinks {
  /** `webcal:` address of the congregation's feed (or of all five). */
  subscribe: string;
  /** Whose feed it is, as a visitor reads it: 'Pepanthan Paseban', 'semua gereja'. */
  feedName: string;
  /** The event's own .ics file. */
  download: string;
  /** Google Calendar's form for the event, filled in. */
  google: string;
}

/**
 * 'Tambahkan ke Kalender': subscribe to the congregation's calendar, download this one event, or add it
 * to Google Calendar. Plain links: calendar applications and the browser do the rest.
 */
export function AddToCalendar({ links, headingLevel = 2 }: { links: CalendarLinks; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="add-calendar">
      <Heading className="add-calendar-title">
        <Icon name="calendar" />
        Tambahkan ke Kalender
      </Heading>
      <ul className="add-calendar-links">
        <li>
          <a href={links.subscribe}>Langganan kalender {links.feedName}</a>
        </li>
        <li>
          <a href={links.download} type="text/calendar">
            <Icon name="download" />
            Unduh .ics
          </a>
        </li>
        <li>
          <a href={links.google} rel="external noopener">
            Google Kalender
          </a>
        </li>
      </ul>
    </section>
  );
}

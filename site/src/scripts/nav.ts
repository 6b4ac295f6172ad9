// The navigation bar: solid after 50 px of scroll on the home page, the mobile menu and the dropdowns.
import { closestTo } from './dom.ts';

const SCROLL_THRESHOLD = 50;
const MOBILE_QUERY = '(max-width: 767.98px)';

function trackScroll(header: HTMLElement): void {
  if (!header.hasAttribute('data-transparent')) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
}

function setExpanded(button: Element, expanded: boolean): void {
  button.setAttribute('aria-expanded', String(expanded));
}

function closeDropdowns(header: HTMLElement, except?: Element): void {
  for (const button of header.querySelectorAll('[data-dropdown-toggle][aria-expanded="true"]')) {
    if (button !== except) setExpanded(button, false);
  }
}

export function initNav(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const menuButton = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  trackScroll(header);

  const setMenu = (open: boolean) => {
    if (!menuButton) return;
    setExpanded(menuButton, open);
    header.toggleAttribute('data-menu-open', open);
    if (!open) closeDropdowns(header);
  };

  menuButton?.addEventListener('click', () => setMenu(menuButton.getAttribute('aria-expanded') !== 'true'));

  for (const toggle of header.querySelectorAll<HTMLButtonElement>('[data-dropdown-toggle]')) {
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeDropdowns(header, toggle);
      setExpanded(toggle, open);
    });
  }

  // Escape closes the innermost open part and puts focus back on the button that opened it.
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const openDropdown = header.querySelector<HTMLButtonElement>(
      '[data-dropdown-toggle][aria-expanded="true"]',
    );
    if (openDropdown) {
      setExpanded(openDropdown, false);
      openDropdown.focus();
    } else if (menuButton?.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      menuButton.focus();
    }
  });

  // A dropdown closes when focus or a click leaves it (desktop); choosing a link closes the menu.
  document.addEventListener('click', (event) => {
    if (!closestTo(event.target, '[data-dropdown]')) closeDropdowns(header);
    if (closestTo(event.target, '#site-menu a')) setMenu(false);
  });
  header.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    const dropdown = closestTo(event.target, '[data-dropdown]');
    if (
      dropdown &&
      !window.matchMedia(MOBILE_QUERY).matches &&
      !(next instanceof Node && dropdown.contains(next))
    ) {
      closeDropdowns(header);
    }
  });
  window.matchMedia(MOBILE_QUERY).addEventListener('change', () => setMenu(false));
}

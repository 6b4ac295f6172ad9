/**
 * The element an event started at, or its nearest ancestor, that matches `selector`: the one way the
 * page's delegated listeners find their button or link. Null when the target is no element.
 */
export function closestTo<Found extends Element = Element>(
  target: EventTarget | null,
  selector: string,
): Found | null {
  return target instanceof Element ? target.closest<Found>(selector) : null;
}

// A sideways drag as a step, for the React galleries (ui/use-swipe.ts) and the home carousel's plain script.

/** How far a finger (or a dragged mouse) must travel sideways to count as a swipe. */
const SWIPE_PX = 40;

export interface PointerStart {
  id: number;
  x: number;
  y: number;
}

/**
 * The step a drag from `from` to the pointer's end makes: left → next (1), right → previous (-1), and
 * 0 for a short or mostly vertical drag (the page is being scrolled) or another pointer's end.
 */
export function swipeStep(from: PointerStart | null, end: PointerStart): 1 | -1 | 0 {
  if (!from || from.id !== end.id) return 0;
  const dx = end.x - from.x;
  const dy = end.y - from.y;
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** Where a pointer event is, in the shape `swipeStep` compares. */
export function pointerAt(event: { pointerId: number; clientX: number; clientY: number }): PointerStart {
  return { id: event.pointerId, x: event.clientX, y: event.clientY };
}

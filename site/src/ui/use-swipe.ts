import { type PointerEvent, useRef } from 'react';

/** How far a finger (or a dragged mouse) must travel sideways to count as a swipe. */
const SWIPE_PX = 40;

/**
 * Pointer handlers that turn a sideways drag into a step: left → next (1), right → previous (-1).
 * The element needs `touch-action: pan-y`, so a phone still scrolls the page vertically and gives
 * the sideways moves to the page; a mostly vertical drag is no swipe.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary || event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    // A mouse drag would otherwise start dragging the picture out of the page.
    onDragStart(event: { preventDefault: () => void }) {
      event.preventDefault();
    },
  };
}

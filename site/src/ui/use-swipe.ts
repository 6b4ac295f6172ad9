import { type PointerEvent, useRef } from 'react';
import { type PointerStart, pointerAt, swipeStep } from '../lib/swipe.ts';

/**
 * Pointer handlers that turn a sideways drag into a step: left → next (1), right → previous (-1).
 * The element needs `touch-action: pan-y`, so a phone still scrolls the page vertically and gives
 * the sideways moves to the page; a mostly vertical drag is no swipe.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<PointerStart | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary || event.button !== 0) return;
      start.current = pointerAt(event);
    },
    onPointerUp(event: PointerEvent) {
      const step = swipeStep(start.current, pointerAt(event));
      start.current = null;
      if (step !== 0) onSwipe(step);
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

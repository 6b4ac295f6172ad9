import { describe, expect, it } from 'vitest';
import { swipeStep } from '../src/lib/swipe.ts';

const at = (x: number, y: number, id = 1) => ({ id, x, y });

describe('swipeStep', () => {
  it('turns a sideways drag into next (to the left) or previous (to the right)', () => {
    expect(swipeStep(at(300, 400), at(100, 420))).toBe(1);
    expect(swipeStep(at(100, 400), at(300, 380))).toBe(-1);
  });

  it('ignores a short drag, a mostly vertical one (the page scrolls) and another pointer', () => {
    expect(swipeStep(at(300, 400), at(265, 400))).toBe(0);
    expect(swipeStep(at(300, 400), at(200, 300))).toBe(0);
    expect(swipeStep(at(300, 400), at(100, 400, 2))).toBe(0);
    expect(swipeStep(null, at(100, 400))).toBe(0);
  });
});

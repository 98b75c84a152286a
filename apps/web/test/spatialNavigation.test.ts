import { afterEach, describe, expect, it } from 'vitest';
import { installSpatialNavigation, nextInDirection, type Box } from '../src/app/spatialNavigation';

const box = (left: number, top: number, width = 100, height = 50): Box => ({ left, top, width, height });

describe('moving focus with a remote', () => {
  // A 2x2 grid of buttons and one wide button under it.
  const grid = [box(0, 0), box(200, 0), box(0, 100), box(200, 100), box(0, 200, 300)];

  it('goes to the nearest element in the pressed direction', () => {
    expect(nextInDirection(grid[0]!, grid, 'right')).toBe(1);
    expect(nextInDirection(grid[0]!, grid, 'down')).toBe(2);
    expect(nextInDirection(grid[3]!, grid, 'left')).toBe(2);
    expect(nextInDirection(grid[3]!, grid, 'up')).toBe(1);
    expect(nextInDirection(grid[3]!, grid, 'down')).toBe(4);
  });

  it('stays put at an edge', () => {
    expect(nextInDirection(grid[0]!, grid, 'up')).toBe(-1);
    expect(nextInDirection(grid[0]!, grid, 'left')).toBe(-1);
    expect(nextInDirection(grid[4]!, grid, 'down')).toBe(-1);
  });

  it('prefers what is in line over what is nearer but off to the side', () => {
    const from = box(0, 0);
    const candidates = [box(300, 0), box(120, 150)];
    expect(nextInDirection(from, candidates, 'right')).toBe(0);
  });

  describe('on the page', () => {
    let stop: (() => void) | undefined;
    afterEach(() => {
      stop?.();
      document.body.innerHTML = '';
    });

    function layout(elements: HTMLElement[], boxes: Box[]) {
      elements.forEach((element, i) => {
        const b = boxes[i]!;
        element.getBoundingClientRect = () => ({ ...b, x: b.left, y: b.top, right: b.left + b.width, bottom: b.top + b.height, toJSON: () => b }) as DOMRect;
      });
    }
    const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

    it('moves the focus between buttons with the arrows, and leaves a text field its own arrows', () => {
      document.body.innerHTML = '<button id="a">A</button><button id="b">B</button><input id="c" type="text" />';
      const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
      layout([a!, b!, c!], [box(0, 0), box(200, 0), box(0, 100)]);
      stop = installSpatialNavigation(document);
      a!.focus();
      press('ArrowRight');
      expect(document.activeElement).toBe(b);
      press('ArrowLeft');
      expect(document.activeElement).toBe(a);
      press('ArrowDown');
      expect(document.activeElement).toBe(c);
      press('ArrowRight');
      expect(document.activeElement).toBe(c);
      press('ArrowUp');
      expect(document.activeElement).toBe(a);
    });

    it('lets a slider have left and right until its end, then moves on', () => {
      document.body.innerHTML = '<input id="volume" type="range" min="0" max="100" value="50" /><button id="skip">Skip</button>';
      const [volume, skip] = ['volume', 'skip'].map((id) => document.getElementById(id)!);
      layout([volume!, skip!], [box(0, 0), box(200, 0)]);
      stop = installSpatialNavigation(document);
      volume!.focus();
      press('ArrowRight');
      expect(document.activeElement).toBe(volume);
      (volume as HTMLInputElement).value = '100';
      press('ArrowRight');
      expect(document.activeElement).toBe(skip);
    });

    it('keeps the focus inside an open dialog', () => {
      document.body.innerHTML = '<button id="out">Out</button><dialog open><button id="in1">1</button><button id="in2">2</button></dialog>';
      const [out, in1, in2] = ['out', 'in1', 'in2'].map((id) => document.getElementById(id)!);
      layout([out!, in1!, in2!], [box(0, 300), box(0, 0), box(200, 0)]);
      stop = installSpatialNavigation(document);
      in1!.focus();
      press('ArrowDown');
      expect(document.activeElement).toBe(in1);
      press('ArrowRight');
      expect(document.activeElement).toBe(in2);
    });
  });
});

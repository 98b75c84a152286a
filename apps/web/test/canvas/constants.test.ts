import { describe, expect, it } from 'vitest';
import { CANVAS, DRAWING_PALETTE, canvasSize, viewThresholds } from '../../src/canvas';

describe('drawing constants', () => {
  it('has the 16-colour palette with black and white', () => {
    expect(DRAWING_PALETTE).toHaveLength(16);
    expect(new Set(DRAWING_PALETTE.map((c) => c.toLowerCase())).size).toBe(16);
    expect(DRAWING_PALETTE).toContain('#000000');
    expect(DRAWING_PALETTE).toContain('#FFFFFF');
  });

  it('has the spec values', () => {
    expect(CANVAS).toMatchObject({ lazyRadius: 12, brushRadius: 10, zoomMin: 0.33, zoomMax: 3, mouseZoomFactor: 0.01, gridSize: 25, replayOffsetMs: 5, touchThresholdPx: 10, touchDelayMs: 250, presetDimension: 263.48 });
    expect(CANVAS.remote).toEqual({ brushRadius: 10, lazyRadius: 1, brushColor: 'gold' });
  });
});

describe('canvasSize', () => {
  it('is 45% of the width on a narrow screen (width/height < 0.7)', () => {
    expect(canvasSize(390, 844)).toBeCloseTo(175.5);
    expect(canvasSize(699, 1000)).toBeCloseTo(314.55);
  });
  it('is 35% of the height from a ratio of 0.7', () => {
    expect(canvasSize(700, 1000)).toBeCloseTo(350);
    expect(canvasSize(1920, 1080)).toBeCloseTo(378);
  });
  it('is at least 150', () => {
    expect(canvasSize(300, 800)).toBe(150);
    expect(canvasSize(400, 400)).toBe(150);
    expect(canvasSize(333.4, 1000)).toBeCloseTo(150.03);
  });
});

describe('viewThresholds', () => {
  it('big above 530 wide', () => {
    expect(viewThresholds(530, 900).big).toBe(false);
    expect(viewThresholds(531, 900).big).toBe(true);
  });
  it('very big when both sides are above 700', () => {
    expect(viewThresholds(701, 701).veryBig).toBe(true);
    expect(viewThresholds(700, 1000).veryBig).toBe(false);
    expect(viewThresholds(1000, 700).veryBig).toBe(false);
  });
  it('big height above 750', () => {
    expect(viewThresholds(300, 750).bigHeight).toBe(false);
    expect(viewThresholds(300, 751).bigHeight).toBe(true);
  });
  it('very small below 700 high and 500 wide', () => {
    expect(viewThresholds(499, 699).verySmall).toBe(true);
    expect(viewThresholds(500, 699).verySmall).toBe(false);
    expect(viewThresholds(499, 700).verySmall).toBe(false);
  });
  it('a phone and a TV', () => {
    expect(viewThresholds(390, 844)).toEqual({ big: false, veryBig: false, bigHeight: true, verySmall: false });
    expect(viewThresholds(1920, 1080)).toEqual({ big: true, veryBig: true, bigHeight: true, verySmall: false });
  });
});

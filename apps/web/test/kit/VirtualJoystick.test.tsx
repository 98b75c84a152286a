import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CENTRED, DEAD_ZONE, VirtualJoystick, directionAt, directionOfKeys } from '../../src/games/kit/VirtualJoystick';

afterEach(() => cleanup());

describe('joystick direction', () => {
  it('points from the centre, as far as the knob is pushed, never past the rim', () => {
    expect(directionAt(150, 100, 100, 100, 100)).toEqual({ x: 0.5, y: 0 });
    expect(directionAt(100, 0, 100, 100, 100)).toEqual({ x: 0, y: -1 });
    const far = directionAt(400, 500, 100, 100, 100);
    expect(Math.hypot(far.x, far.y)).toBeCloseTo(1);
    expect(far.x / far.y).toBeCloseTo(300 / 400);
  });

  it('is centred in the dead zone, and for a pad of no size', () => {
    expect(directionAt(100 + DEAD_ZONE * 100 - 1, 100, 100, 100, 100)).toBe(CENTRED);
    expect(directionAt(150, 100, 100, 100, 0)).toBe(CENTRED);
  });

  it('follows the arrow keys held, a diagonal from two', () => {
    expect(directionOfKeys(new Set(['ArrowRight']))).toEqual({ x: 1, y: 0 });
    const diagonal = directionOfKeys(new Set(['ArrowUp', 'ArrowLeft']));
    expect(diagonal.x).toBeCloseTo(-Math.SQRT1_2);
    expect(diagonal.y).toBeCloseTo(-Math.SQRT1_2);
    expect(directionOfKeys(new Set(['ArrowUp', 'ArrowDown']))).toBe(CENTRED);
    expect(directionOfKeys(new Set(['a']))).toBe(CENTRED);
  });
});

describe('virtual joystick', () => {
  function pad(): HTMLElement {
    const element = screen.getByRole('application', { name: 'Steer your avatar' });
    element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200, right: 200, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    return element;
  }

  it('is a labelled pad the page does not scroll under', () => {
    render(<VirtualJoystick label="Steer your avatar" onChange={() => {}} size={180} />);
    const element = pad();
    expect(element.style.touchAction).toBe('none');
    expect(element.style.width).toBe('180px');
    expect(element.tabIndex).toBe(0);
  });

  it('steers while a pointer holds it, from wherever it slides, and centres when let go', () => {
    const onChange = vi.fn();
    render(<VirtualJoystick label="Steer your avatar" onChange={onChange} />);
    const element = pad();
    fireEvent.pointerDown(element, { pointerId: 7, clientX: 200, clientY: 100 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 1, y: 0 });
    fireEvent.pointerMove(element, { pointerId: 7, clientX: 100, clientY: 50 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: -0.5 });
    // Another finger or a hovering mouse does not steer.
    fireEvent.pointerMove(element, { pointerId: 8, clientX: 0, clientY: 100 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: -0.5 });
    expect(element.getAttribute('data-direction')).toBe('0.00,-0.50');
    fireEvent.pointerUp(element, { pointerId: 7, clientX: 100, clientY: 50 });
    expect(onChange).toHaveBeenLastCalledWith(CENTRED);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('centres when the pointer is taken away (a call, a gesture of the system)', () => {
    const onChange = vi.fn();
    render(<VirtualJoystick label="Steer your avatar" onChange={onChange} />);
    const element = pad();
    fireEvent.pointerDown(element, { pointerId: 1, clientX: 0, clientY: 100 });
    fireEvent.pointerCancel(element, { pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(CENTRED);
  });

  it('steers with the arrow keys too', () => {
    const onChange = vi.fn();
    render(<VirtualJoystick label="Steer your avatar" onChange={onChange} />);
    const element = pad();
    fireEvent.keyDown(element, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 1 });
    fireEvent.keyDown(element, { key: 'ArrowRight' });
    expect(onChange.mock.lastCall![0].x).toBeCloseTo(Math.SQRT1_2);
    fireEvent.keyUp(element, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith({ x: 1, y: 0 });
    fireEvent.keyUp(element, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(CENTRED);
  });

  it('gives nothing while disabled, and lets go when disabled mid-push', () => {
    const onChange = vi.fn();
    const { rerender } = render(<VirtualJoystick label="Steer your avatar" onChange={onChange} />);
    fireEvent.pointerDown(pad(), { pointerId: 1, clientX: 200, clientY: 100 });
    rerender(<VirtualJoystick label="Steer your avatar" onChange={onChange} disabled />);
    expect(onChange).toHaveBeenLastCalledWith(CENTRED);
    onChange.mockClear();
    fireEvent.pointerDown(pad(), { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.keyDown(pad(), { key: 'ArrowUp' });
    expect(onChange).not.toHaveBeenCalled();
  });
});

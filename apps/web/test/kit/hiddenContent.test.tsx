import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HideButton, HideContentContext, ShownText } from '../../src/games/kit/HiddenContent';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('hidden content', () => {
  it('shows the text, or in its place that the host hid it', () => {
    const { container, rerender } = render(<ShownText text="a soggy waffle" />);
    expect(container.textContent).toBe('a soggy waffle');
    rerender(<ShownText text="" hidden />);
    expect(container.textContent).toContain('Hidden by the host');
  });

  it('offers the host one tap to hide, only where the host’s controls are, and once', () => {
    const { rerender, container } = render(<HideButton contentId="1-1-a" label="answer A" />);
    // A phone's screen has no host controls: no button.
    expect(container.textContent).toBe('');
    const hide = vi.fn();
    rerender(
      <HideContentContext.Provider value={hide}>
        <HideButton contentId="1-1-a" label="answer A" />
      </HideContentContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Hide answer A from every screen' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(hide).toHaveBeenCalledTimes(1);
    expect(hide).toHaveBeenCalledWith('1-1-a');
    // Once the view says it is hidden, the button is gone.
    rerender(
      <HideContentContext.Provider value={hide}>
        <HideButton contentId="1-1-a" label="answer A" hidden />
      </HideContentContext.Provider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

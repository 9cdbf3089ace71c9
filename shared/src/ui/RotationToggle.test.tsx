import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RotationToggle } from './RotationToggle.tsx';
import { useAutoRotation } from './useAutoRotation.ts';

function stubMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reduce,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Carousel() {
  const rotation = useAutoRotation();
  return (
    <section aria-label="Slides" data-rotating={rotation.rotating} {...rotation.holdProps}>
      <RotationToggle rotation={rotation} />
      <a href="/one">One</a>
    </section>
  );
}

const region = () => screen.getByRole('region', { name: 'Slides' });
const rotating = () => region().dataset.rotating;

describe('RotationToggle with useAutoRotation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns by default; "Pause slides" stops it for good and becomes "Play slides"', () => {
    stubMotion(false);
    render(<Carousel />);
    expect(rotating()).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(rotating()).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(rotating()).toBe('true');
  });

  it('under reduced motion nothing turns until the shopper presses "Play slides"', () => {
    stubMotion(true);
    render(<Carousel />);
    expect(rotating()).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(rotating()).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
  });

  it('a pointer over the slides or keyboard focus inside them holds the turns; focus on the control does not', () => {
    stubMotion(false);
    render(<Carousel />);
    fireEvent.pointerEnter(region());
    expect(rotating()).toBe('false');
    fireEvent.pointerLeave(region());
    expect(rotating()).toBe('true');
    const link = screen.getByRole('link', { name: 'One' });
    const button = screen.getByRole('button', { name: 'Pause slides' });
    fireEvent.focus(link);
    expect(rotating()).toBe('false');
    fireEvent.blur(link, { relatedTarget: button });
    fireEvent.focus(button);
    expect(rotating()).toBe('true');
    fireEvent.focus(link);
    fireEvent.blur(link, { relatedTarget: document.body });
    expect(rotating()).toBe('true');
  });

  it("in the server's HTML both faces are there, for CSS to show the one the motion setting asks for", () => {
    const html = renderToString(<Carousel />);
    expect(html).toContain('ui-rotation-toggle__face--motion');
    expect(html).toMatch(/ui-rotation-toggle__face--motion[^]*Pause slides[^]*ui-rotation-toggle__face--reduced[^]*Play slides/);
  });
});

import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryThumbs } from './GalleryThumbs.tsx';

const images = [1, 2, 3, 4].map((n) => ({ src: `/img/${n}.png`, variant_ids: [] }));

function Gallery() {
  const [shown, setShown] = useState(0);
  return (
    <>
      <p data-testid="shown">{shown + 1}</p>
      <GalleryThumbs images={images} title="Tee" shown={shown} onPick={setShown} />
    </>
  );
}

const thumb = (n: number) => screen.getByRole('button', { name: `Show picture ${n} of 4` });
const current = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'true').map((b) => b.getAttribute('aria-label'));

describe('GalleryThumbs', () => {
  it('names each thumbnail as a button and marks the shown one', () => {
    render(<Gallery />);
    expect(screen.getByRole('list', { name: 'Pictures of Tee' })).toBeTruthy();
    expect(current()).toEqual(['Show picture 1 of 4']);
    fireEvent.click(thumb(3));
    expect(screen.getByTestId('shown').textContent).toBe('3');
    expect(current()).toEqual(['Show picture 3 of 4']);
  });

  it('arrow keys, Home and End move focus along the row and show as they go, wrapping at the ends', () => {
    render(<Gallery />);
    thumb(1).focus();
    fireEvent.keyDown(thumb(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(thumb(4));
    expect(current()).toEqual(['Show picture 4 of 4']);
    fireEvent.keyDown(thumb(4), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumb(1));
    fireEvent.keyDown(thumb(1), { key: 'End' });
    expect(screen.getByTestId('shown').textContent).toBe('4');
    fireEvent.keyDown(thumb(4), { key: 'Home' });
    expect(screen.getByTestId('shown').textContent).toBe('1');
    fireEvent.keyDown(thumb(1), { key: 'a' });
    expect(screen.getByTestId('shown').textContent).toBe('1');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameImage } from './GameImage';

afterEach(cleanup);

describe('GameImage', () => {
  it('loads lazily, tries a failed picture once more, then shows the default game icon (SPEC §8, §9)', () => {
    const { container } = render(<GameImage src="/seed/games/bd/x.svg" />);
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('/seed/games/bd/x.svg');
    expect(img()?.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('/seed/games/bd/x.svg?retry=1');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(container.querySelector('.game-tile__image--default svg')).not.toBeNull();
    expect(container.querySelector('.game-tile__image--default')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the default icon for a game without a picture', () => {
    const { container } = render(<GameImage src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.game-tile__image--default')).not.toBeNull();
  });
});

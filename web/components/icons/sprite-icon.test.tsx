import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FaStar, FaUsers } from 'react-icons/fa';
import { describe, expect, it } from 'vitest';
import { IconSpriteProvider, notingSprite, pageSprite, spriteIcon } from './sprite-icon.tsx';

// As the build makes each react-icons icon (scripts/vite-plugin-react-icons.ts): its name and its own drawing.
const Star = spriteIcon('FaStar', FaStar);
const Users = spriteIcon('FaUsers', FaUsers);
const SPRITE = { url: '/assets/icons/v1/AQ.svg', names: ['FaStar'] };

describe('an icon of a page’s sprite', () => {
  it('draws itself, as react-icons does, where no sprite is given (pages the browser draws)', () => {
    const { container } = render(<Star className="text-amber-400" aria-hidden="true" />);
    expect(container.innerHTML).toBe(renderToStaticMarkup(<FaStar className="text-amber-400" aria-hidden="true" />));
    expect(container.querySelector('path')).not.toBeNull();
  });

  it('is a use of its symbol in the page’s sprite, on react-icons’ own root (size, class, colour, title)', () => {
    const { container } = render(
      <IconSpriteProvider sprite={pageSprite(SPRITE)}>
        <Star className="h-4 w-4" size="20" color="red" title="Rating" aria-hidden="true" />
      </IconSpriteProvider>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('/assets/icons/v1/AQ.svg#FaStar');
    expect(svg.querySelector('path')).toBeNull();
    expect(svg).toHaveClass('h-4', 'w-4');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.style.color).toBe('red');
    expect(svg.querySelector('title')!.textContent).toBe('Rating');
  });

  it('draws itself when the page’s sprite does not hold it (drawn only in the browser, after the page)', () => {
    const { container } = render(
      <IconSpriteProvider sprite={pageSprite(SPRITE)}>
        <Users />
      </IconSpriteProvider>,
    );
    expect(container.querySelector('use')).toBeNull();
    expect(container.querySelector('path')).not.toBeNull();
  });

  it('is a use of a placeholder in the server’s one render, which notes its name; an icon the build does not know draws itself', () => {
    const used = new Set<string>();
    const html = renderToStaticMarkup(
      <IconSpriteProvider sprite={notingSprite(new Set(['FaStar']), used, '/sprite-to-be')}>
        <Star />
        <Users />
        <Star />
      </IconSpriteProvider>,
    );
    expect([...used]).toEqual(['FaStar']);
    expect(html.match(/<use href="\/sprite-to-be#FaStar"/g)).toHaveLength(2);
    expect(html).toContain('<path');
  });
});

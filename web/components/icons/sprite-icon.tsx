import { createContext, type ReactNode, useContext } from 'react';
import type { IconType } from 'react-icons';
import { IconBase } from 'react-icons/lib';

/**
 * Icons drawn from a page's sprite (decision 0046). The build (scripts/vite-plugin-react-icons.ts) makes every
 * react-icons icon a `spriteIcon`: on a server-rendered page, an icon the server drew is a `<use>` of its symbol in
 * the page's own sprite file (one cached request instead of the same path data in the HTML again and again); every
 * other icon draws itself, as react-icons does.
 */
export interface IconSprite {
  /** The `<use>` reference that draws the icon, or null when the icon draws itself. */
  href(name: string): string | null;
}

const IconSpriteContext = createContext<IconSprite | null>(null);

export function IconSpriteProvider({ sprite, children }: { sprite: IconSprite | undefined; children: ReactNode }) {
  return sprite ? <IconSpriteContext.Provider value={sprite}>{children}</IconSpriteContext.Provider> : children;
}

/** `drawn`: the icon as react-icons draws it (its paths in the page). */
export function spriteIcon(name: string, drawn: IconType): IconType {
  function SpriteIcon(props: Parameters<IconType>[0]) {
    const href = useContext(IconSpriteContext)?.href(name);
    if (!href) return drawn(props);
    // react-icons' own root element (size, class, colour, title), its drawing referenced from the sprite's symbol
    return (
      <IconBase attr={{}} {...props}>
        <use href={href} />
      </IconBase>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

/** The icons a page's sprite holds and where it is (web/lib/ssr-state.ts). */
export interface PageSprite {
  url: string;
  names: string[];
}

/** Icons of `page` from its sprite, the rest drawn. */
export function pageSprite(page: PageSprite): IconSprite {
  const names = new Set(page.names);
  return { href: (name) => (names.has(name) ? `${page.url}#${name}` : null) };
}

/**
 * A server render's sprite (web/entry-server.tsx): every icon of the build (`known`) is a `<use>` of its symbol in
 * `placeholder`, its name noted in `used`; the render, once done, puts the address of the sprite of exactly those
 * icons in the placeholder's place, so the page is drawn once.
 */
export function notingSprite(known: ReadonlySet<string>, used: Set<string>, placeholder: string): IconSprite {
  return {
    href(name) {
      if (!known.has(name)) return null;
      used.add(name);
      return `${placeholder}#${name}`;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { chooseProvider, vimeoId, youTubeEmbedUrl, youTubeId } from './video.ts';

describe('video provider choice', () => {
  it('prefers the explicit setting, then the URL host, then vdocipher', () => {
    expect(chooseProvider('https://www.youtube.com/watch?v=pQN-pnXPaVg', 'vimeo')).toBe('vimeo');
    expect(chooseProvider('https://youtu.be/pQN-pnXPaVg')).toBe('youtube');
    expect(chooseProvider('https://vimeo.com/76979871')).toBe('vimeo');
    expect(chooseProvider('4f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c')).toBe('vdocipher');
    expect(chooseProvider('https://www.youtube.com/watch?v=x', 'nonsense')).toBe('youtube');
  });
});

describe('YouTube ids', () => {
  it('reads watch, short, embed and shorts links and a bare 11-character id', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=pQN-pnXPaVg&t=10')).toBe('pQN-pnXPaVg');
    expect(youTubeId('https://youtu.be/pQN-pnXPaVg?si=abc')).toBe('pQN-pnXPaVg');
    expect(youTubeId('https://www.youtube.com/embed/pQN-pnXPaVg')).toBe('pQN-pnXPaVg');
    expect(youTubeId('https://youtube.com/shorts/pQN-pnXPaVg')).toBe('pQN-pnXPaVg');
    expect(youTubeId('  pQN-pnXPaVg ')).toBe('pQN-pnXPaVg');
  });
  it('refuses anything else', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youTubeId('https://example.com/watch?v=pQN-pnXPaVg')).toBeNull();
    expect(youTubeId('not a video')).toBeNull();
  });
  it('embeds through youtube-nocookie', () => {
    expect(youTubeEmbedUrl('pQN-pnXPaVg')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/pQN-pnXPaVg/);
  });
});

describe('Vimeo ids', () => {
  it('reads vimeo.com and player links and digit strings', () => {
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoId('https://player.vimeo.com/video/76979871?h=abc')).toBe('76979871');
    expect(vimeoId('https://vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
    expect(vimeoId('76979871')).toBe('76979871');
  });
  it('refuses anything else', () => {
    expect(vimeoId('https://vimeo.com/about')).toBeNull();
    expect(vimeoId('https://example.com/76979871')).toBeNull();
    expect(vimeoId('abc')).toBeNull();
  });
});

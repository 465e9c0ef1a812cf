import { describe, expect, it } from 'vitest';
import { footerContact, footerSocialLinks, safeWebUrl } from './footer.ts';

describe('footer social links', () => {
  it('skips rows with a blank or missing url and keeps the order of the rest', () => {
    const links = footerSocialLinks([
      { name: 'Portfolio', url: null },
      { name: 'Linkedin', url: 'https://linkedin.com/in/pathshala' },
      { name: 'Github', url: '   ' },
      { name: 'YouTube', url: 'https://youtube.com/@pathshala' },
    ]);
    expect(links).toEqual([
      { name: 'Linkedin', url: 'https://linkedin.com/in/pathshala' },
      { name: 'YouTube', url: 'https://youtube.com/@pathshala' },
    ]);
  });

  it('names a row without a name after its host', () => {
    expect(footerSocialLinks([{ name: ' ', url: 'https://github.com/pathshala' }])).toEqual([
      { name: 'github.com', url: 'https://github.com/pathshala' },
    ]);
  });

  it('adds https:// to a bare host and drops any other scheme', () => {
    expect(safeWebUrl('facebook.com/pathshala')).toBe('https://facebook.com/pathshala');
    expect(safeWebUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,hi')).toBeNull();
    expect(safeWebUrl('//evil.example')).toBeNull();
    expect(footerSocialLinks([{ name: 'Broken', url: 'https://' }])).toEqual([]);
  });
});

describe('footer contact', () => {
  it('shows each field only when it is not blank', () => {
    expect(footerContact({ phone: ' +880 1712-345678 ', email: '' })).toEqual({
      phone: '+880 1712-345678',
      email: null,
    });
    expect(footerContact({ phone: null, email: 'hello@pathshala.dev' })).toEqual({
      phone: null,
      email: 'hello@pathshala.dev',
    });
    expect(footerContact({ phone: '  ', email: null })).toEqual({ phone: null, email: null });
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { ColourControl } from './colour-control.tsx';
import { GradientControl } from './gradient-control.tsx';
import { FontControl, SizeControl } from './size-and-font.tsx';
import { parseAngle, parseFontSize, parseHex, parseLink } from './toolbar-rules.ts';

describe('toolbar rules', () => {
  it('accepts sizes of 8–200 px, angles of 0–360 degrees and # plus six hex digits only', () => {
    expect([parseFontSize('8'), parseFontSize('200'), parseFontSize(' 42 ')]).toEqual([8, 200, 42]);
    expect(['7', '201', '12.5', '', 'abc', '-8'].map(parseFontSize)).toEqual(Array(6).fill(null));
    expect([parseAngle('0'), parseAngle('360'), parseAngle('90')]).toEqual([0, 360, 90]);
    expect(['361', '-1', '45.5', ''].map(parseAngle)).toEqual(Array(4).fill(null));
    expect([parseHex('#10b981'), parseHex('10B981')]).toEqual(['#10B981', '#10B981']);
    expect(['#fff', '#10B98', '#10B9811', '#GGGGGG', 'red'].map(parseHex)).toEqual(Array(5).fill(null));
    expect(parseLink('https://pathshala.example/x')).toBe('https://pathshala.example/x');
    expect(parseLink('mailto:help@pathshala.example')).toBe('mailto:help@pathshala.example');
    expect(['javascript:alert(1)', 'data:text/html,x', 'pathshala.example'].map(parseLink)).toEqual([null, null, null]);
  });
});

describe('size control', () => {
  it("offers the spec's named sizes and a custom size within 8–200 px", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SizeControl value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Font size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default size',
      'Small (12 px)',
      'Normal (14 px)',
      'Large (16 px)',
      'X-Large (18 px)',
      '24 px',
      '30 px',
      'Largest (36 px)',
      'Custom…',
    ]);
    await user.selectOptions(select, 'Largest (36 px)');
    expect(onChange).toHaveBeenLastCalledWith(36);

    await user.selectOptions(select, 'Custom…');
    const custom = screen.getByLabelText('Custom size in px (8–200)');
    await user.type(custom, '201');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of pixels from 8 to 200.');
    await user.clear(custom);
    await user.type(custom, '7{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.clear(custom);
    await user.type(custom, '200{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(200);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a size that is not a preset as a custom size', () => {
    render(<SizeControl value={42} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveValue('custom');
    expect(screen.getByLabelText('Custom size in px (8–200)')).toHaveValue(42);
  });
});

describe('font control', () => {
  it('lists five Bengali fonts, four English fonts and a monospace', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FontControl value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Font' });
    const groups = within(select).getAllByRole('group');
    expect(
      groups.map((g) => [
        g.getAttribute('label'),
        within(g)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ]),
    ).toEqual([
      ['Bengali fonts', ['Hind Siliguri', 'Noto Sans Bengali', 'Noto Serif Bengali', 'Baloo Da 2', 'Tiro Bangla']],
      ['English fonts', ['Inter', 'Roboto', 'Poppins', 'Merriweather']],
      ['Monospace', ['JetBrains Mono']],
    ]);
    await user.selectOptions(select, 'Tiro Bangla');
    expect(onChange).toHaveBeenLastCalledWith('tiro-bangla');
    await user.selectOptions(select, 'Default font');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('colour control', () => {
  it('offers 16 preset colours and a hex input that takes # plus six hex digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColourControl value={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    const presets = within(screen.getByRole('group', { name: 'Preset colours' })).getAllByRole('button');
    expect(presets).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: '#10B981' }));
    expect(onChange).toHaveBeenLastCalledWith('#10B981');

    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    const hex = screen.getByLabelText('Hex colour');
    await user.type(hex, '#12345{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter # followed by six hex digits, for example #10B981.');
    await user.type(hex, 'g{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.clear(hex);
    await user.type(hex, '#abcdef{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#ABCDEF');
  });
});

describe('keyboard use', () => {
  it('opens a panel with Enter, moves focus into it, and Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColourControl value={null} onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Text colour' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Text colour' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Text colour' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('gradient control', () => {
  it('starts at 90 degrees with two stops, keeps 2–8 stops and 0–360 degrees, and previews live', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<GradientControl value={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Gradient text' }));
    const angle = screen.getByLabelText('Angle in degrees (0–360)');
    expect(angle).toHaveValue(90);
    expect(screen.getAllByRole('textbox', { name: /^Stop \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove stop 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove gradient' })).toBeDisabled();
    const preview = screen.getByTestId('gradient-preview');
    // The browser reports the stops in rgb(): #3B82F6 and #EC4899.
    expect(preview.style.backgroundImage).toBe('linear-gradient(90deg, rgb(59, 130, 246), rgb(236, 72, 153))');

    const add = screen.getByRole('button', { name: 'Add stop' });
    for (let i = 0; i < 6; i += 1) await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Stop \d$/ })).toHaveLength(8);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove stop 8' }));
    expect(add).toBeEnabled();

    await user.clear(angle);
    await user.type(angle, '361');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number of degrees from 0 to 360.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(angle);
    await user.type(angle, '360');
    expect(screen.queryByRole('alert')).toBeNull();

    const first = screen.getByRole('textbox', { name: 'Stop 1' });
    await user.clear(first);
    await user.type(first, '#ff0000');
    expect(preview.style.backgroundImage).toMatch(/^linear-gradient\(360deg, rgb\(255, 0, 0\), rgb\(236, 72, 153\)/);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({
      angle: 360,
      stops: ['#FF0000', '#EC4899', '#EC4899', '#EC4899', '#EC4899', '#EC4899', '#EC4899'],
    });
  });

  it('speaks Bengali', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('bn');
    try {
      render(<GradientControl value={{ angle: 45, stops: ['#000000', '#FFFFFF'] }} onChange={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'গ্রেডিয়েন্ট লেখা' }));
      expect(screen.getByLabelText('কোণ, ডিগ্রিতে (০–৩৬০)')).toHaveValue(45);
      expect(screen.getByRole('button', { name: 'গ্রেডিয়েন্ট সরান' })).toBeEnabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

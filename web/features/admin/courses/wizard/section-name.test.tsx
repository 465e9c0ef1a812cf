import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SectionName } from './section-name.tsx';

/** A section's name is renamed in both languages (decision 0099); saving one keeps the other. */
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('renaming a section in two languages', () => {
  it('saves the Bengali name typed beside the English one', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithProviders(
      <SectionName name={{ bn: '', en: 'Introduction' }} primary="bn" onSave={onSave} onCancel={() => undefined} />,
    );
    expect(screen.getByText('Bengali missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'ভূমিকা{Enter}');
    expect(onSave).toHaveBeenCalledWith({ bn: 'ভূমিকা', en: 'Introduction' });
  });

  it('labels both languages in Bengali on the Bengali admin', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderWithProviders(
      <SectionName name={{ bn: 'ভূমিকা', en: '' }} primary="bn" onSave={onSave} onCancel={() => undefined} />,
    );
    expect(screen.getByText('ইংরেজি নেই')).toBeInTheDocument();
    const english = screen.getByRole('textbox', { name: `ইংরেজি: ${i18n.t('admin-courses:content.sectionName')}` });
    await user.type(english, 'Introduction{Enter}');
    expect(onSave).toHaveBeenCalledWith({ bn: 'ভূমিকা', en: 'Introduction' });
  });
});

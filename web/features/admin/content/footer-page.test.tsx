import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, PENDING, reply, type StubEntry } from '#web/test/render.tsx';
import { FooterPage } from './footer-page.tsx';
import { UPDATE, footerAnswer, renderEditor } from './test-helpers.tsx';

const open = (answers: StubEntry[] = []) =>
  renderEditor(<FooterPage />, [...answers, answer(layoutsApi.get, footerAnswer(), { params: { type: 'Footer' } })]);

describe('Footer (/admin/footer)', () => {
  it('shows a skeleton, a load error, then the default rows Portfolio, Linkedin and Github', async () => {
    const first = open([answer(layoutsApi.get, PENDING, { params: { type: 'Footer' } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Footer' })).toBeInTheDocument();
    expect(screen.getByTestId('editor-loading')).toBeInTheDocument();
    first.unmount();
    const second = open([
      answer(layoutsApi.get, reply(500, { success: false, message: 'x', code: 'x' }), { params: { type: 'Footer' } }),
    ]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    second.unmount();
    open();
    expect(await screen.findByLabelText('Name of link 1')).toHaveValue('Portfolio');
    expect(screen.getByLabelText('Name of link 2')).toHaveValue('Linkedin');
    expect(screen.getByLabelText('Name of link 3')).toHaveValue('Github');
    expect(screen.getByLabelText('URL of link 1')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('button', { name: /^Remove link/ })).toHaveLength(3);
  });

  it('sends blank values as null, adds and removes links, and says Footer updated successfully!', async () => {
    const user = userEvent.setup();
    const { bodyOf } = open([answer(layoutsApi.update, footerAnswer())]);
    await user.type(await screen.findByLabelText('Phone'), '01711111111');
    await user.type(screen.getByLabelText('URL of link 3'), 'https://github.com/pathshala');
    await user.click(screen.getByRole('button', { name: 'Remove link 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Link' }));
    expect(screen.getByLabelText('Name of link 3')).toHaveFocus();
    await user.type(screen.getByLabelText('Name of link 3'), 'YouTube');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Footer updated successfully!')).toBeInTheDocument();
    expect(bodyOf(UPDATE)).toEqual({
      type: 'Footer',
      contact: { phone: '01711111111', email: null },
      socialLinks: [
        { name: 'Linkedin', url: null },
        { name: 'Github', url: 'https://github.com/pathshala' },
        { name: 'YouTube', url: null },
      ],
    });
  });

  it('checks the e-mail and the links in the page, naming each field, and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    const { callsTo } = open();
    await user.type(await screen.findByLabelText('Email'), 'hello@');
    await user.type(screen.getByLabelText('URL of link 2'), 'linkedin.com/in/x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(
      screen.getByText('URL of link 2 must be a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(UPDATE, 'PUT')).toHaveLength(0);
  });

  it('shows the server message on a refused save and keeps the form', async () => {
    const user = userEvent.setup();
    open([
      answer(
        layoutsApi.update,
        reply(400, { success: false, message: 'Please enter a valid e-mail address', code: 'validation' }),
      ),
    ]);
    await user.type(await screen.findByLabelText('Phone'), '017');
    fireEvent.submit(screen.getByRole('button', { name: 'Save Changes' }).closest('form')!);
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('017');
  });

  it('falls back to Failed to update footer when the server cannot be reached', async () => {
    const user = userEvent.setup();
    open([
      answer(layoutsApi.update, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update footer')).toBeInTheDocument();
  });
});

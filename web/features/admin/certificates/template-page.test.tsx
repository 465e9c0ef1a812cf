import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateTemplate } from '#shared/certificates/template.ts';
import { certificatesAdminApi } from '#shared/endpoints/certificates.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import { CertificateTemplatePage } from './template-page.tsx';

const TEMPLATE = '/admin/certificates/template';
const PREVIEW = `${TEMPLATE}/preview`;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

const saved: CertificateTemplate = {
  signerName: { en: 'Pathshala Academic Team', bn: 'পাঠশালা একাডেমিক টিম' },
  signerTitle: { en: 'Director of Learning', bn: 'শিক্ষা পরিচালক' },
  statement: { en: 'has successfully completed the course', bn: 'সফলভাবে নিচের কোর্সটি সম্পন্ন করেছেন' },
  accent: '#4f46e5',
  logo: null,
  signature: SIGNATURE,
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const pdf = () => new Response(new Blob(['%PDF-1.7 sample'], { type: 'application/pdf' }), { status: 200 });

function show(answers: StubEntry[] = []) {
  const fetchMock = stubApi([
    ...answers,
    answer(certificatesAdminApi.template, { success: true, template: saved }),
    answer(certificatesAdminApi.previewTemplate, () => pdf() as never),
  ]);
  renderPage(<CertificateTemplatePage />, { path: '/admin/certificate-template' });
  render(<Toaster />);
  return fetchMock;
}

const previews = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, PREVIEW, 'POST').map(([, init]) => {
    const { lang, ...body } = JSON.parse(String(init!.body)) as Record<string, unknown>;
    return { lang, body };
  });

beforeEach(() => {
  // jsdom has no object URLs; the page shows the PDF it was given through one.
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('Certificate template', () => {
  it('shows skeletons while loading', async () => {
    show([answer(certificatesAdminApi.template, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate Template' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('says when the template cannot be loaded', async () => {
    show([answer(certificatesAdminApi.template, fail('internal_error'))]);
    expect(await screen.findByText('The certificate template could not be loaded.')).toBeInTheDocument();
  });

  it('previews the draft in Bengali, then in English, after the form rests', async () => {
    const user = userEvent.setup();
    const fetchMock = show();
    const english = await screen.findByLabelText('English: Signer’s name');
    expect(screen.getByLabelText('Bengali: Signer’s name')).toHaveValue('পাঠশালা একাডেমিক টিম');
    await waitFor(() => expect(previews(fetchMock)).toHaveLength(1), { timeout: 3000 });
    expect(previews(fetchMock)[0]).toMatchObject({ lang: 'bn' });
    // The saved signature is not sent again: left out, the server keeps it.
    expect(previews(fetchMock)[0]!.body).not.toHaveProperty('signature');
    expect(await screen.findByTitle('Sample certificate in বাংলা')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:preview-1/),
    );

    await user.clear(english);
    await user.type(english, 'Dr. Farhana Islam');
    await waitFor(
      () => expect(previews(fetchMock).at(-1)!.body).toMatchObject({ signerName: { en: 'Dr. Farhana Islam' } }),
      {
        timeout: 3000,
      },
    );
    const before = previews(fetchMock).length;
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(previews(fetchMock).length).toBe(before + 1), { timeout: 3000 });
    expect(previews(fetchMock).at(-1)).toMatchObject({ lang: 'en', body: { signerName: { en: 'Dr. Farhana Islam' } } });
  });

  it('marks a bad colour, draws no preview of it, and saves once corrected, with a toast', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      answer(certificatesAdminApi.saveTemplate, (request) => ({
        success: true,
        message: 'Certificate template saved',
        template: { ...saved, accent: (request.body as { accent: string }).accent },
      })),
    ]);
    const colour = await screen.findByRole('textbox', { name: 'Accent colour' });
    await waitFor(() => expect(previews(fetchMock)).toHaveLength(1), { timeout: 3000 });
    await user.clear(colour);
    await user.type(colour, '#12345');
    expect(await screen.findByText('Correct the marked fields to update the preview.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // the form words a schema's bound itself, naming the field by its label (decision 0066)
    expect(await screen.findByText('Accent colour is not in the right format')).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, TEMPLATE, 'PUT')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(previews(fetchMock)).toHaveLength(1);

    await user.type(colour, '6');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Certificate template saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, TEMPLATE, 'PUT')).toEqual({
      signerName: saved.signerName,
      signerTitle: saved.signerTitle,
      statement: saved.statement,
      accent: '#123456',
    });
  });

  it('asks before removing the signature, then sends null for it', async () => {
    const user = userEvent.setup();
    const fetchMock = show([
      answer(certificatesAdminApi.saveTemplate, {
        success: true,
        message: 'Certificate template saved',
        template: { ...saved, signature: null },
      }),
    ]);
    expect(await screen.findByAltText('Signature preview')).toHaveAttribute('src', SIGNATURE);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the Signature?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByAltText('Signature preview')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByAltText('Signature preview')).not.toBeInTheDocument();
    expect(screen.getByText('No signature')).toBeInTheDocument();
    await waitFor(() => expect(previews(fetchMock).at(-1)!.body).toMatchObject({ signature: null }), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Certificate template saved');
    expect(sentBody(fetchMock, TEMPLATE, 'PUT')).toMatchObject({ signature: null });
  });

  it('takes a picked logo and refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = show();
    const logo = await screen.findByLabelText('Logo');
    await user.upload(logo, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a PNG, JPG or WebP image.')).toBeInTheDocument();
    await user.upload(logo, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Logo preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await waitFor(
      () => expect(previews(fetchMock).at(-1)!.body.logo).toEqual(expect.stringMatching(/^data:image\/png;base64,/)),
      { timeout: 3000 },
    );
  });

  it('speaks Bengali on the Bengali site, and shows the server’s refusal of a save', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const user = userEvent.setup();
    show([
      answer(
        certificatesAdminApi.saveTemplate,
        fail('image_too_large', 'লোগো বা স্বাক্ষরের ছবি সর্বোচ্চ ২ মেগাবাইটের হতে পারে'),
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'সনদের টেমপ্লেট' })).toBeInTheDocument();
    const english = await screen.findByLabelText('ইংরেজি: স্বাক্ষরকারীর নাম');
    await user.type(english, ' II');
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText('লোগো বা স্বাক্ষরের ছবি সর্বোচ্চ ২ মেগাবাইটের হতে পারে')).toBeInTheDocument();
  });
});

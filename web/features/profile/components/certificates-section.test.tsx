import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyCertificate } from '#shared/certificates/certificates.ts';
import { certificatesApi } from '#shared/endpoints/certificates.ts';
import { answer, sentBody, stubApi } from '#web/test/api-stub.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CertificatesSection } from './certificates-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const certificate: MyCertificate = {
  _id: 'K7M2Q9XW4HPA',
  courseId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  courseName: 'Spoken English',
  issuedAt: '2026-12-03T06:00:00.000Z',
  status: 'valid',
  revokedAt: null,
  reason: null,
  nameEn: 'Rahim Uddin',
  nameBn: '',
  verifyUrl: 'http://localhost:3000/verify/K7M2Q9XW4HPA',
  linkedInUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=K7M2Q9XW4HPA',
};

describe('My Certificates', () => {
  it('asks for the printed name once, then offers the downloads', async () => {
    const chosen = { nameEn: 'Md. Rahim Uddin', nameBn: 'মোঃ রহিম উদ্দিন' };
    const fetchMock = stubApi([
      answer(certificatesApi.my, {
        success: true,
        certificates: [certificate],
        name: { chosen: false, nameEn: 'Rahim Uddin', nameBn: '' },
      }),
      answer(certificatesApi.chooseName, {
        success: true,
        certificates: [{ ...certificate, ...chosen }],
        name: { chosen: true, ...chosen },
      }),
    ]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<CertificatesSection />);
    const card = await screen.findByTestId('certificate-card');
    expect(card).toHaveTextContent('Spoken English');
    expect(card).toHaveTextContent('Valid');
    // Before the name is chosen the downloads are buttons that ask for it, not links to the file.
    expect(within(card).queryByRole('link', { name: 'Download (Bengali)' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Add to LinkedIn' })).toHaveAttribute(
      'href',
      certificate.linkedInUrl,
    );
    expect(screen.getByText('Printed now: Rahim Uddin')).toBeInTheDocument();

    const english = screen.getByLabelText('Name in English');
    await userEvent.clear(english);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write your name in Bengali or English');

    await userEvent.type(english, chosen.nameEn);
    await userEvent.type(screen.getByLabelText('Name in Bengali'), chosen.nameBn);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Printed name: মোঃ রহিম উদ্দিন / Md. Rahim Uddin')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/certificates/name', 'PUT')).toEqual(chosen);
    expect(screen.getByRole('link', { name: 'Download (Bengali)' })).toHaveAttribute(
      'href',
      '/api/certificates/K7M2Q9XW4HPA/pdf?lang=bn',
    );
    expect(screen.getByRole('link', { name: 'Download (English)' })).toHaveAttribute(
      'href',
      '/api/certificates/K7M2Q9XW4HPA/pdf?lang=en',
    );
  });

  it('says when there is none yet', async () => {
    stubApi([
      answer(certificatesApi.my, {
        success: true,
        certificates: [],
        name: { chosen: false, nameEn: 'Rahim', nameBn: '' },
      }),
    ]);
    renderWithProviders(<CertificatesSection />);
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByText('Finish a course to earn its certificate.')).toBeInTheDocument();
  });
});

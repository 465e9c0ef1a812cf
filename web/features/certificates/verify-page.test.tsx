import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificatesApi } from '#shared/endpoints/certificates.ts';
import { answer, fail, stubApi } from '#web/test/api-stub.ts';
import { renderPage } from '#web/test/render.tsx';
import { VerifyPage } from './verify-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const base = {
  success: true as const,
  _id: 'K7M2Q9XW4HPA',
  learnerName: 'Sumaiya Akter',
  learnerNameAlt: 'সুমাইয়া আক্তার',
  courseName: 'ক্ষমতায়ন: Spoken English',
  issuedAt: '2026-12-03T06:00:00.000Z',
  issuerName: 'Pathshala',
};

describe('Certificate verification page', () => {
  it('shows the learner, the course, the issue date and Valid', async () => {
    stubApi([answer(certificatesApi.verify, { ...base, status: 'valid' })]);
    renderPage(<VerifyPage />, { path: '/verify/:id', url: '/verify/k7m2q9xw4hpa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Valid');
    expect(screen.getByText('This certificate was issued by Pathshala and is valid.')).toBeInTheDocument();
    expect(screen.getByText('Sumaiya Akter')).toBeInTheDocument();
    expect(screen.getByText('সুমাইয়া আক্তার')).toHaveClass('font-bengali');
    expect(screen.getByText('ক্ষমতায়ন: Spoken English')).toBeInTheDocument();
    expect(screen.getByText('3 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('K7M2Q9XW4HPA')).toBeInTheDocument();
    expect(document.title).toBe('Certificate: Sumaiya Akter — ক্ষমতায়ন: Spoken English | Pathshala');
  });

  it('says Revoked with the date and the reason', async () => {
    stubApi([
      answer(certificatesApi.verify, {
        ...base,
        status: 'revoked',
        revokedAt: '2026-12-04T06:00:00.000Z',
        reason: 'Course refunded',
      }),
    ]);
    renderPage(<VerifyPage />, { path: '/verify/:id', url: '/verify/K7M2Q9XW4HPA' });
    const status = await screen.findByTestId('certificate-status');
    expect(status).toHaveTextContent('Revoked');
    expect(status).toHaveTextContent('This certificate was revoked on 4 Dec 2026.');
    expect(status).toHaveTextContent('Reason: Course refunded');
  });

  it('says not found for an unknown id, and for an address that is no id at all without asking', async () => {
    stubApi([answer(certificatesApi.verify, fail('certificate_not_found', 'Certificate not found'))]);
    renderPage(<VerifyPage />, { path: '/verify/:id', url: '/verify/ZZZZZZZZZZZZ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No certificate has the id ZZZZZZZZZZZZ. Check the address, or the id printed on the certificate.',
      ),
    ).toBeInTheDocument();
  });
});

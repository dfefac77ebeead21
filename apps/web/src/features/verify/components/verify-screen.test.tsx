// /verify and /verify/{code}: the code typed any way goes to its page in groups of four; each status in words and
// colour (revoked with its date and reason, superseded with nothing of the holder); one "not found" for an unknown code
// and, without a call, for a text that cannot be a code; the PDF check, the file hashed in the browser.
import { certificateVerification, type PublicCertificate } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { sha256Hex } from '../api.ts';
import { PDF_CHECK_TEXT } from './pdf-check.tsx';
import { VERIFY_TEXT, VerifyScreen } from './verify-screen.tsx';

const CODE = 'KQ4XM7TB2RJPW5HN';
const PDF = '%PDF-1.7 the issued certificate';

async function certificate(overrides: Partial<PublicCertificate> = {}): Promise<PublicCertificate> {
  return {
    status: 'valid',
    serial: 'CEAML-2025-0001',
    holder_name: 'Nusrat Jahan',
    program_name: 'Certified Expert in Anti-Money Laundering',
    course_name: 'CEAML 2025',
    issued_at: '2026-11-20T04:00:00.000Z',
    result: 'Pass',
    revoked_at: null,
    revocation_reason: null,
    sha256: await sha256Hex(new Blob([PDF])),
    ...overrides,
  };
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/verify" element={<VerifyScreen />} />
      <Route path="/verify/:code" element={<CodeRoute />} />
    </Routes>,
    { route },
  );
}

function CodeRoute() {
  const { code = '' } = useParams();
  return <VerifyScreen key={code} code={code} />;
}

const status = () => document.querySelector('[data-status]');

describe('VerifyScreen', () => {
  it('takes a code in any case with spaces and dashes and asks for it normalised', async () => {
    const api = fakeApi();
    api.on(certificateVerification.verify, { status: 200, body: await certificate() }, { code: CODE });
    renderAt('/verify');
    fireEvent.change(screen.getByLabelText(VERIFY_TEXT.label), { target: { value: ' kq4x m7tb-2rjp w5hn ' } });
    fireEvent.click(screen.getByRole('button', { name: VERIFY_TEXT.submit }));
    expect(await screen.findByRole('heading', { name: VERIFY_TEXT.valid })).toBeInTheDocument();
    expect(status()).toHaveClass('alert-success');
    expect(screen.getByText('KQ4X-M7TB-2RJP-W5HN')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual([`/api/public/certificates/${CODE}`]);
  });

  it('says an empty code is required, without a call', async () => {
    const api = fakeApi();
    renderAt('/verify');
    fireEvent.click(screen.getByRole('button', { name: VERIFY_TEXT.submit }));
    expect(await screen.findByText(VERIFY_TEXT.required)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows a revoked certificate in red with its date and reason', async () => {
    const body = await certificate({
      status: 'revoked',
      revoked_at: '2026-11-27T06:00:00.000Z',
      revocation_reason: 'Issued in error',
    });
    fakeApi().on(certificateVerification.verify, { status: 200, body }, { code: CODE });
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { name: VERIFY_TEXT.revoked })).toBeInTheDocument();
    expect(status()).toHaveClass('alert-danger');
    expect(status()).toHaveTextContent('Revoked on 27 November 2026: Issued in error');
    expect(screen.getByText('Nusrat Jahan')).toBeInTheDocument();
  });

  it('shows a superseded certificate in amber, with nothing of the holder and no PDF check', async () => {
    const body = await certificate({
      status: 'superseded',
      holder_name: null,
      program_name: null,
      course_name: null,
      result: null,
      sha256: null,
    });
    fakeApi().on(certificateVerification.verify, { status: 200, body }, { code: CODE });
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByText(VERIFY_TEXT.supersededHelp)).toBeInTheDocument();
    expect(status()).toHaveClass('alert-warning');
    expect(screen.queryByText('Holder')).toBeNull();
    expect(screen.queryByText(PDF_CHECK_TEXT.drop)).toBeNull();
  });

  it('says not found for an unknown code, and for a text that cannot be a code without asking', async () => {
    const api = fakeApi();
    api.on(
      certificateVerification.verify,
      { status: 404, body: { error: 'No certificate has this code' } },
      {
        code: 'AAAAAAAAAAAAAAAA',
      },
    );
    const { unmount } = renderAt('/verify/AAAA-AAAA-AAAA-AAAA');
    expect(await screen.findByRole('heading', { name: VERIFY_TEXT.notFound })).toBeInTheDocument();
    unmount();
    renderAt('/verify/not-a-code');
    expect(await screen.findByRole('heading', { name: VERIFY_TEXT.notFound })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('says when the address asked too often, with a way to try again', async () => {
    fakeApi().on(
      certificateVerification.verify,
      { status: 429, body: { error: 'Rate limit exceeded' } },
      { code: CODE },
    );
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByText(VERIFY_TEXT.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VERIFY_TEXT.retry })).toBeInTheDocument();
  });

  it('confirms the issued PDF and refuses another file, dropped or chosen', async () => {
    fakeApi().on(certificateVerification.verify, { status: 200, body: await certificate() }, { code: CODE });
    renderAt(`/verify/${CODE}`);
    const zone = await screen.findByTestId('pdf-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File([PDF], 'certificate.pdf')] } });
    expect(await screen.findByText(PDF_CHECK_TEXT.match)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(PDF_CHECK_TEXT.choose), {
      target: { files: [new File(['%PDF-1.7 forged'], 'forged.pdf')] },
    });
    expect(await screen.findByText(PDF_CHECK_TEXT.mismatch)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import type { SignatureStatus } from '@app/contracts/agreement-signature';
import type { ContractDocument } from '@app/contracts/dashboard-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AgreementActions } from './agreement-actions';
import { AgreementDialog } from './agreement-dialog';

const agreement = (status: string, signature: ContractDocument['signature']): ContractDocument => ({
  id: '7d1f9d3e-3f4b-4d59-9a57-0a0b7c1d2e3f',
  service_name: 'Publishing Agreement',
  email_subject: null,
  recipient_name: null,
  recipient_email: null,
  status,
  created_at: '2026-11-01T10:00:00.000Z',
  signed_at: null,
  document_file_url: '/api/me/files/0b8c1a52-33b1-4c9e-8a53-7c1f4f1e2d3c',
  signing_url: null,
  signature,
});

const inApp = (status: SignatureStatus) => ({ status, countersign_required: false, sealed_url: null });

function renderWithQuery(node: React.ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

afterEach(cleanup);

describe('AgreementActions', () => {
  it('offers Replace PDF and Mark signed on an agreement signed another way', () => {
    renderWithQuery(<AgreementActions agreement={agreement('sent', null)} />);
    expect(screen.getByText('Replace PDF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark signed' })).toBeTruthy();
  });

  it.each(['sent', 'viewed', 'signed', 'completed'] as const)(
    'offers neither once the PDF is out for an in-app signature (%s)',
    (status) => {
      renderWithQuery(
        <AgreementActions agreement={agreement(status === 'completed' ? 'completed' : 'sent', inApp(status))} />,
      );
      expect(screen.queryByText('Replace PDF')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Mark signed' })).toBeNull();
    },
  );

  it('lets a declined in-app signature be replaced with a new PDF, never marked signed', () => {
    renderWithQuery(<AgreementActions agreement={agreement('sent', inApp('declined'))} />);
    expect(screen.getByText('Replace PDF')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark signed' })).toBeNull();
  });
});

describe('AgreementDialog', () => {
  const statusOptions = async (document: ContractDocument) => {
    renderWithQuery(<AgreementDialog authorId="a" agreement={document} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const select = await screen.findByLabelText('Status');
    return [...(select as HTMLSelectElement).options].map((option) => option.value);
  };

  it('keeps the status of an agreement signed in the app', async () => {
    expect(await statusOptions(agreement('completed', inApp('completed')))).toEqual(['completed']);
  });

  it('offers no signed status over a live or declined in-app signature', async () => {
    const options = await statusOptions(agreement('sent', inApp('declined')));
    expect(options).toContain('cancelled');
    expect(options).not.toContain('signed');
    expect(options).not.toContain('completed');
  });

  it('offers every status to an agreement without one', async () => {
    expect(await statusOptions(agreement('sent', null))).toEqual(
      expect.arrayContaining(['signed', 'pending', 'sent', 'draft', 'expired', 'cancelled', 'completed']),
    );
  });
});

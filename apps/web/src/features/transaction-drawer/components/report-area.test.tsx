// @vitest-environment jsdom
import { disputeFound, failWith, foreignCardDetails, http } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests, valueOf } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = setUpDrawerTests();

const id = foreignCardDetails.transaction.id;

async function openReport() {
  const user = userEvent.setup();
  openDrawer({ type: 'card', id });
  await user.click(await screen.findByRole('button', { name: 'Report an issue' }));
  return user;
}

describe('reporting an issue from the drawer', () => {
  // The longest walk of these tests: on a busy machine it needs more than the usual 20 s.
  it(
    'checks the reason and, for Other, the comment, then sends the report',
    { timeout: 60_000 },
    async () => {
      const sent: unknown[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/create-dispute'))
          void request.clone().json().then(sent.push.bind(sent));
      });
      const user = await openReport();
      await screen.findByRole('heading', { name: 'Report an issue' });
      // The form replaces the body.
      expect(screen.queryByRole('textbox', { name: 'Memo' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findAllByText('The reason field is required.')).length).toBeGreaterThan(
        0,
      );

      await user.click(screen.getByRole('radio', { name: 'Other' }));
      expect(screen.queryByText('The reason field is required.')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect((await screen.findAllByText('The comment field is required.')).length).toBeGreaterThan(
        0,
      );

      await user.click(screen.getByRole('textbox', { name: 'Comment' }));
      await user.paste('  Charged twice.  ');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('heading', { name: 'Transaction reported' });
      expect(screen.getByText('Thanks! We’ll reach out to you shortly.')).toBeTruthy();
      expect(valueOf('Support reference number')).toBe('SR-2026-000043');
      expect(valueOf('Comment')).toBe('Charged twice.');
      expect(
        await screen.findByText(`Successfully reported issue for transaction: "${String(id)}".`),
      ).toBeTruthy();
      expect(sent).toEqual([
        {
          transactionReferenceId: id,
          type: 'card',
          reasonKey: 'other',
          reasonDescription: 'Other',
          comment: 'Charged twice.',
        },
      ]);

      await user.click(screen.getByRole('button', { name: 'Back to the transaction' }));
      expect(await screen.findByRole('textbox', { name: 'Memo' })).toBeTruthy();
      // Back on the details, the entry says it was reported instead of offering it again.
      expect(screen.getByText('Support reference number: SR-2026-000043'));
      expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
    },
  );

  it('says "Transaction reported" with the reference as the drawer opens an entry already reported', async () => {
    server.use(
      http.get('/v2/web/transaction/get-dispute/{transactionReferenceId}', ({ response }) =>
        response(200).json(disputeFound),
      ),
    );
    const user = userEvent.setup();
    openDrawer({ type: 'card', id });
    await screen.findByRole('heading', { name: 'Transaction reported' });
    expect(screen.getByText('Support reference number: SR-2026-000042'));
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
    // The body stays; the report opens in full on request.
    expect(screen.getByRole('textbox', { name: 'Memo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View the report' }));
    expect(valueOf('Support reference number')).toBe('SR-2026-000042');
    expect(valueOf('Reason')).toBe('Duplicate transaction');
    await user.click(screen.getByRole('button', { name: 'Back to the transaction' }));
    expect(await screen.findByText('Support reference number: SR-2026-000042'));
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
  });

  it('says when the report could not be loaded, and stays on the details', async () => {
    server.use(failWith('getTransactionDispute', 404, 'Not found.'));
    await openReport();
    expect(
      await screen.findByText(`Failed to load issue report for transaction: "${String(id)}".`),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Memo' })).toBeTruthy();
  });

  it("shows the server's message when the report is refused, or the spec's own without one", async () => {
    server.use(failWith('createTransactionDispute', 409, 'This transaction was already reported.'));
    const user = await openReport();
    await user.click(await screen.findByRole('radio', { name: 'Duplicate transaction' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This transaction was already reported.')).toBeTruthy();

    server.use(http.post('/v2/web/transaction/create-dispute', () => Response.error()));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Error occurred while creating transaction dispute.'),
    ).toBeTruthy();
  });
});

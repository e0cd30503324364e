// @vitest-environment jsdom
import { failWith, signUpPhoneVerified, signUpReadyForReview } from '@outlay/api-client/mocks';
import type { SignUpApplication } from '@outlay/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPhoneRules } from '@/lib/phone-rules';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import { SignUpWizard } from './sign-up-wizard';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['sign-up', 'auth']);
});
afterEach(() => {
  sessionStorage.clear();
});

const at = (nextStep: SignUpApplication['nextStep'], completed: number): SignUpApplication => ({
  ...signUpReadyForReview,
  completedSteps: signUpReadyForReview.completedSteps.slice(0, completed),
  nextStep,
});

describe('sign-up wizard', () => {
  it('names the seven steps in its progress indicator and starts a visitor at create account', async () => {
    renderApp(<SignUpWizard application={null} />);
    const progress = await screen.findByRole('navigation', { name: 'Application steps' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Create account',
      '2Company form',
      '3Company details',
      '4Ownerships',
      '5Account owner',
      '6Bank accounts',
      '7Review',
    ]);
    expect(screen.getByRole('heading', { name: 'Step 1 of 7: Create account' })).toBeTruthy();
  });

  it("says the spec's words for a missing over-18 confirmation and an invalid phone", async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={null} />);
    // The step asks for the phone rules as it opens; a person types for longer than they take.
    await loadPhoneRules();
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '55 12');
    await user.click(screen.getByRole('button', { name: 'Create account and text me a code' }));
    expect(
      (await screen.findAllByText('Please confirm that you are over 18 years.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter valid phone number.').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal of a used phone and keeps everything typed", async () => {
    server.use(
      failWith('createAccount', 409, 'This Phone number is already used.', {
        code: 'PHONE_USED',
        fields: { phoneNumber: 'This Phone number is already used.' },
      }),
    );
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={null} />);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hernández');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'lucia@laesperanza.mx');
    await user.type(
      screen.getByLabelText('Password', { exact: false, selector: 'input' }),
      'Solicitud#2026x',
    );
    await user.type(screen.getByRole('textbox', { name: 'Birth date' }), '1988-05-14');
    await user.click(
      screen.getByRole('checkbox', { name: 'I confirm that I am over 18 years old.' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '55 1000 0001');
    await user.click(screen.getByRole('button', { name: 'Create account and text me a code' }));
    expect(
      (await screen.findAllByText('This Phone number is already used.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe(
      'Lucía',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' }).value).toBe(
      '55 1000 0001',
    );
  });

  it('resumes at the first incomplete step and keeps a draft across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp(<SignUpWizard application={signUpPhoneVerified} />);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 7: Company form' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'La Esperanza');
    first.unmount();
    renderApp(<SignUpWizard application={signUpPhoneVerified} />);
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Legal name' })).value,
    ).toBe('La Esperanza');
  });

  it('opens a complete step from the review with its Edit link', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={signUpReadyForReview} />);
    expect(await screen.findByRole('heading', { name: 'Step 7 of 7: Review' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Ownerships' }));
    expect(await screen.findByRole('heading', { name: 'Step 4 of 7: Ownerships' })).toBeTruthy();
    // The step's form follows its heading once its code is in.
    const leader = await screen.findByRole('region', { name: 'Leader 1' });
    expect(within(leader).getByRole<HTMLInputElement>('textbox', { name: 'ID number' }).value).toBe(
      signUpReadyForReview.ownerships?.leaders[0]?.idNumber,
    );
  });

  it('does not submit until both the program agreement and the privacy policy are accepted', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={at('review', 6)} />);
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'I certify that I have the authority to apply for this company.',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I accept the program agreement.' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      (await screen.findAllByText('Please accept the privacy policy.')).length,
    ).toBeGreaterThan(0);
  });

  it('links the review to both documents, each opening in a new tab', async () => {
    renderApp(<SignUpWizard application={signUpReadyForReview} />);
    const documents = await screen.findByRole('list', { name: 'Documents to accept' });
    const agreement = within(documents).getByRole('link', { name: 'Program agreement' });
    expect(agreement.getAttribute('href')).toMatch(
      /\/api\/legal\/documents\/program-agreement\.html$/,
    );
    expect(agreement.getAttribute('target')).toBe('_blank');
    const privacy = within(documents).getByRole('link', { name: 'Privacy policy' });
    expect(privacy.getAttribute('href')).toMatch(/\/api\/legal\/documents\/privacy-policy\.html$/);
    expect(privacy.getAttribute('target')).toBe('_blank');
  });

  it('names the states, never by their codes, in the review and in the address step', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={signUpReadyForReview} />);
    const addresses = await screen.findAllByText(
      /Piso 4, 401, Ciudad de México, Mexico City, 06600/,
    );
    expect(addresses).toHaveLength(2);
    expect(screen.queryByText(/CMX/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Company details' }));
    const state = await screen.findAllByRole('button', { name: /State/ });
    expect(state[0]?.textContent).toContain('Mexico City');
    await user.click(state[0] as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Nuevo León' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'NLE' })).toBeNull();
  });
});

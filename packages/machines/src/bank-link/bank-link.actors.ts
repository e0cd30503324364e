import { unwrap, type LinkTokenRequest, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { BankLinkScope } from './bank-link.types';

interface WidgetInput {
  linkToken: string;
}

interface ScopedInput {
  scope: BankLinkScope;
}

/** The bank link flow's calls, built once on the client the app (or a test) gives. */
export const bankLinkActors = (client: OutlayClient) => ({
  /**
   * Outlay's server asks the provider for a link token (spec part 1 §7): an applicant asks
   * through the sign-up's own call, which links new banks only.
   */
  createLinkToken: fromPromise(
    ({ input }: { input: ScopedInput & { request: LinkTokenRequest } }) => {
      const { request } = input;
      if (input.scope === 'signUp') {
        return unwrap(
          client.POST('/v2/sign-up/bank-link/link-token', {
            body: {
              country: request.country,
              ...(request.provider ? { provider: request.provider } : {}),
            },
          }),
        );
      }
      return unwrap(client.POST('/v2/web/bank-linking/link-token', { body: request }));
    },
  ),

  /** The provider's widget opens on the link token: its banks and test sign-ins. */
  loadWidget: fromPromise(({ input }: { input: WidgetInput }) =>
    unwrap(
      client.GET('/v2/sandbox/bank-linking/{linkToken}', {
        params: { path: { linkToken: input.linkToken } },
      }),
    ),
  ),

  signInToBank: fromPromise(
    ({
      input,
    }: {
      input: WidgetInput & { institutionId: string; username: string; password: string };
    }) =>
      unwrap(
        client.POST('/v2/sandbox/bank-linking/{linkToken}/login', {
          params: { path: { linkToken: input.linkToken } },
          body: {
            institutionId: input.institutionId,
            username: input.username,
            password: input.password,
          },
        }),
      ),
  ),

  answerSecondStep: fromPromise(
    ({ input }: { input: WidgetInput & { loginId: string; answer: string } }) =>
      unwrap(
        client.POST('/v2/sandbox/bank-linking/{linkToken}/mfa', {
          params: { path: { linkToken: input.linkToken } },
          body: { loginId: input.loginId, answer: input.answer },
        }),
      ),
  ),

  /** Shares the chosen accounts; the widget hands the public token back to Outlay. */
  shareAccounts: fromPromise(
    ({ input }: { input: WidgetInput & { loginId: string; accountIds: string[] } }) =>
      unwrap(
        client.POST('/v2/sandbox/bank-linking/{linkToken}/complete', {
          params: { path: { linkToken: input.linkToken } },
          body: { loginId: input.loginId, accountIds: input.accountIds },
        }),
      ),
  ),

  /**
   * Outlay's server exchanges the public token for the link and its accounts; an applicant's
   * exchange also adds them to the application.
   */
  exchangePublicToken: fromPromise(
    ({ input }: { input: ScopedInput & { publicToken: string } }) => {
      const body = { publicToken: input.publicToken };
      return unwrap(
        input.scope === 'signUp'
          ? client.POST('/v2/sign-up/bank-link/exchange', { body })
          : client.POST('/v2/web/bank-linking/exchange', { body }),
      );
    },
  ),
});

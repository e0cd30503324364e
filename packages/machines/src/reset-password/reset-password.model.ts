// The reset link's page: the link checked first, then the new password twice.
import { ApiError } from '@outlay/api-client';
import { passwordReset, resetLinkStatus } from '@outlay/api-client/mocks';
import { visitorClient } from '../testing/client';
import { defineFlowModel } from '../testing/flow-model';
import { resetPasswordActors } from './reset-password.actors';
import { resetPasswordMachine } from './reset-password.machine';

const linkInvalid = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 400, code: 'LINK_INVALID', msg: 'expired' }),
});

export const resetPasswordModel = defineFlowModel({
  machine: resetPasswordMachine,
  provided: () => resetPasswordMachine.provide({ actors: resetPasswordActors(visitorClient()) }),
  variants: [
    {
      name: 'a user with a reset link',
      input: () => ({ token: 'link-token' }),
    },
    {
      name: 'a link without its token',
      input: () => ({ token: '' }),
    },
  ],
  events: [
    { type: 'form.submitted', newPassword: '', confirmPassword: '' },
    {
      type: 'form.submitted',
      newPassword: 'Fresh Start-2026!',
      confirmPassword: 'FreshStart-2026!',
    },
    { type: 'retry.requested' },
    { type: 'xstate.done.actor.validateLink', output: resetLinkStatus },
    linkInvalid('validateLink'),
    { type: 'xstate.error.actor.validateLink', error: new Error('validateLink') },
    { type: 'xstate.done.actor.resetPassword', output: passwordReset },
    linkInvalid('resetPassword'),
    { type: 'xstate.error.actor.resetPassword', error: new Error('resetPassword') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      problems: Object.keys(snapshot.context.problems).sort(),
      error: snapshot.context.error !== null,
    }),
  calls: {
    validateLink: { method: 'post', path: '/v2/web/user/validate-reset-password' },
    resetPassword: { method: 'post', path: '/v2/web/user/reset-password' },
  },
});

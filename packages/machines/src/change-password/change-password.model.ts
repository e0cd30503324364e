// The password change's model, asked for or forced (a forced change cannot be cancelled).
import { mockActionCode, passwordChanged } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel } from '../testing/flow-model';
import { changePasswordActors } from './change-password.actors';
import { changePasswordMachine } from './change-password.machine';

export const changePasswordModel = defineFlowModel({
  machine: changePasswordMachine,
  provided: () => changePasswordMachine.provide({ actors: changePasswordActors(signedInClient()) }),
  variants: [false, true].map((forced) => ({
    name: forced ? 'a forced change' : 'a change the user asked for',
    input: () => ({ forced }),
  })),
  events: [
    { type: 'form.submitted', oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      type: 'form.submitted',
      oldPassword: 'Old-Password-1!',
      newPassword: 'New-Password-2!',
      confirmPassword: 'Other-Password-3!',
    },
    {
      type: 'form.submitted',
      oldPassword: 'Old-Password-1!',
      newPassword: 'New-Password-2!',
      confirmPassword: 'New-Password-2!',
    },
    { type: 'verification.succeeded', actionCode: mockActionCode },
    { type: 'verification.cancelled' },
    { type: 'change.cancelled' },
    { type: 'xstate.done.actor.changePassword', output: passwordChanged },
    { type: 'xstate.error.actor.changePassword', error: new Error('changePassword') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      forced: snapshot.context.forced,
      problems: Object.keys(snapshot.context.problems).sort(),
      error: snapshot.context.error !== null,
    }),
  calls: { changePassword: { method: 'post', path: '/v2/web/user/change-password' } },
});

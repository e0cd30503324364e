import type { DelegateRole } from '@outlay/api-client';
import {
  Button,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@outlay/design-system';
import type { DelegatePersonProblems } from '@outlay/machines/delegate-registration/delegate-person';
import type { DelegatePerson } from '@outlay/machines/delegate-registration/delegate-registration.types';
import {
  type DelegateRegistrationView,
  delegateRegistrationView,
} from '@outlay/machines/delegate-registration/delegate-registration.view';
import { formatName } from '@outlay/rules';
import { useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import type { DelegateRegistrationActor } from './delegate-registration-actor';

/** Only admins and employees can be signed up directly (spec part 2 §2.5, §6). */
const DELEGATE_ROLES: readonly DelegateRole[] = ['employee', 'admin'];
const NAME_PARTS = ['firstName', 'lastName'] as const;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

const blankPerson: DelegatePerson = { firstName: '', lastName: '', email: '', role: 'employee' };

/**
 * The person to register: first and last name (title-cased and cut to the card issuer's
 * maximum as typed), email and role. The machine judges them on Send code; each field then
 * says what is wrong, and the address the server found taken says so beside the email.
 */
export function DelegateForm(props: {
  actor: DelegateRegistrationActor;
  view: DelegateRegistrationView;
  nameMaxLength: number;
}) {
  const { t } = useTranslator();
  const { actor, view } = props;
  const [person, setPerson] = useState<DelegatePerson>(blankPerson);
  // The fields' messages as they stood at the last Send code: the form summarises (and
  // focuses) them each time it receives new ones, so never while the user types.
  const [validationErrors, setValidationErrors] = useState<Record<string, string>>({});
  const taken = view.error?.status === 409 ? view.error.fields?.email : undefined;

  const messagesOf = (problems: DelegatePersonProblems | null) => {
    const errors: Record<string, string> = {};
    for (const field of FIELDS) {
      const problem = problems?.[field];
      if (problem) errors[field] = t(`delegates.problem.${problem}`);
    }
    return errors;
  };

  return (
    <AppForm
      aria-label={t('delegates.form.title')}
      validationErrors={taken ? { ...validationErrors, email: taken } : validationErrors}
      validationBehavior="aria"
      onSubmit={() => {
        actor.send({ type: 'person.submitted', person });
        setValidationErrors(messagesOf(delegateRegistrationView(actor.getSnapshot()).problems));
      }}
    >
      <Stack space="large">
        <Heading level={2}>{t('delegates.form.title')}</Heading>
        <ErrorBanner error={taken ? null : view.error} />
        <Inline space="medium">
          {NAME_PARTS.map((part) => (
            <TextField
              key={part}
              name={part}
              label={t(`delegates.form.${part}`)}
              autoComplete="off"
              value={person[part]}
              onChange={(value) => {
                setPerson({ ...person, [part]: formatName(value, props.nameMaxLength) });
              }}
              isRequired
            />
          ))}
        </Inline>
        <TextField
          name="email"
          type="email"
          label={t('delegates.form.email')}
          autoComplete="off"
          value={person.email}
          onChange={(email) => {
            setPerson({ ...person, email });
          }}
          isRequired
        />
        <RadioGroup
          name="role"
          label={t('delegates.form.role')}
          orientation="horizontal"
          isRequired
          value={person.role}
          onChange={(value) => {
            const role = DELEGATE_ROLES.find((item) => item === value);
            if (role) setPerson({ ...person, role });
          }}
        >
          {DELEGATE_ROLES.map((role) => (
            <Radio key={role} value={role}>
              <Inline space="xsmall" alignY="center">
                <RoleIcon role={role} />
                {t(roleName(role))}
              </Inline>
            </Radio>
          ))}
        </RadioGroup>
        <Inline space="small">
          <Button type="submit" variant="primary" isPending={view.sending}>
            {t('delegates.form.submit')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

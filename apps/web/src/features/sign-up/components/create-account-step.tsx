import {
  Banner,
  Checkbox,
  Columns,
  PasswordField,
  Select,
  SelectItem,
  Text,
  TextField,
} from '@outlay/design-system';
import {
  birthDateProblem,
  CALLING_CODES,
  EMAIL_MAX_LENGTH,
  emailProblemOf,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  stripSpaces,
} from '@outlay/rules';
import { useState } from 'react';
import { CodeStep } from '@/components/code-step/code-step';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { usePhoneRules } from '@/lib/phone-rules';
import { clearStepDraft, draftFields, useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { nameProblem, todayIso } from '../lib/validation';
import { SignUpForm } from './step-form';

const DRAFT = 'createAccount';

/** Create account: who is applying, then the code texted to their phone. */
export function CreateAccountStep() {
  const { view } = useSignUp();
  return view.createAccountPhase === 'code' ? <PhoneCode /> : <AccountForm />;
}

function AccountForm() {
  const { t } = useTranslator();
  const { actor } = useSignUp();
  // The password stays in memory only; everything else survives a reload.
  const [password, setPassword] = useState('');
  const [draft, setDraft] = useStepDraft(DRAFT, () => ({
    firstName: '',
    lastName: '',
    email: '',
    birthDate: '',
    over18: false,
    countryCallingCode: '+52',
    phoneNumber: '',
  }));
  const { set, textField } = draftFields(draft, setDraft);
  const phoneRules = usePhoneRules();
  // An empty name is a required field left empty (the field says so), not a name of the
  // wrong shape.
  const checkName = (value: string) =>
    value.trim() !== '' && nameProblem(value) ? t('account.nameRule') : null;

  function submit() {
    actor.send({
      type: 'account.submitted',
      account: {
        ...draft,
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email: draft.email.trim(),
        password,
      },
    });
  }

  return (
    <SignUpForm
      label={t('signUp.step.createAccount')}
      failure="account"
      onSubmit={submit}
      submitLabel={t('account.submit')}
    >
      <Columns space="medium" collapseBelow="md">
        <TextField
          {...textField('firstName', 50)}
          label={t('account.firstName')}
          autoComplete="given-name"
          validate={checkName}
        />
        <TextField
          {...textField('lastName', 50)}
          label={t('account.lastName')}
          autoComplete="family-name"
          validate={checkName}
        />
      </Columns>
      <TextField
        {...textField('email', EMAIL_MAX_LENGTH)}
        type="email"
        label={t('account.email')}
        autoComplete="email"
        validate={(value) => (emailProblemOf(value) ? t('account.emailInvalid') : null)}
      />
      <PasswordField
        name="password"
        label={t('account.password')}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(value) => {
          setPassword(stripSpaces(value));
        }}
        isRequired
        validate={(value) => (isStrongPassword(value) ? null : t('account.passwordInvalid'))}
      />
      <TextField
        {...textField('birthDate', 10)}
        label={t('account.birthDate')}
        description={t('account.birthDateHint')}
        placeholder="YYYY-MM-DD"
        autoComplete="bday"
        inputMode="numeric"
        validate={(value) => {
          const problem = birthDateProblem(value.trim(), todayIso());
          if (problem === 'underAge') return t('account.underAge');
          return problem === 'invalid' ? t('account.birthDateInvalid') : null;
        }}
      />
      <Checkbox
        name="over18"
        isSelected={draft.over18}
        onChange={set('over18')}
        isRequired
        validate={(selected) => (selected ? null : t('account.over18Required'))}
      >
        {t('account.over18')}
      </Checkbox>
      <Columns space="medium" collapseBelow="md">
        <Select
          name="countryCallingCode"
          label={t('account.callingCode')}
          value={draft.countryCallingCode}
          onChange={(key) => {
            set('countryCallingCode')(String(key));
          }}
          isRequired
        >
          {CALLING_CODES.map((entry) => (
            <SelectItem key={entry.code} id={entry.code} textValue={entry.code}>
              {entry.code}
            </SelectItem>
          ))}
        </Select>
        <TextField
          {...textField('phoneNumber', 20)}
          type="tel"
          label={t('account.phone')}
          autoComplete="tel-national"
          validate={(value) =>
            // Until the phone rules have loaded, the server's answer says it.
            phoneRules === undefined || phoneRules.isPhoneNumber(draft.countryCallingCode, value)
              ? null
              : t('account.phoneInvalid')
          }
        />
      </Columns>
    </SignUpForm>
  );
}

function PhoneCode() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const [code, setCode] = useState('');
  const phone = view.maskedPhone ?? view.application?.account.phoneNumber ?? '';
  const codeError = view.failure === null && view.error ? messageOf(view.error, t) : null;

  return (
    <SignUpForm
      label={t('account.codeTitle')}
      heading={{ level: 2, size: 3 }}
      intro={
        view.resend.waitSeconds > 0 || view.codeSentEarlier ? (
          <Banner tone="info" announce="polite">
            {view.codeSentEarlier
              ? t('account.codeSentEarlier', { phone })
              : t('account.codeSent', { phone })}
          </Banner>
        ) : (
          <Text tone="muted">{t('account.codeSent', { phone })}</Text>
        )
      }
      onSubmit={() => {
        actor.send({ type: 'code.submitted', code });
      }}
      submitLabel={t('account.verify')}
      isPending={view.verifying}
    >
      <CodeStep
        label={t('account.code')}
        value={code}
        onChange={setCode}
        autoFocus
        requiredMessage={t('account.codeRequired')}
        error={codeError}
        resend={{
          ...view.resend,
          label: t('account.resend'),
          onPress: () => {
            actor.send({ type: 'resend.requested' });
          },
        }}
      />
    </SignUpForm>
  );
}

/** The create-account draft is done with once the account exists. */
export function forgetAccountDraft() {
  clearStepDraft(DRAFT);
}

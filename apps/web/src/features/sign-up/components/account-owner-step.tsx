import { Radio, RadioGroup, Text } from '@outlay/design-system';
import { ACCOUNT_OWNER_ROLES, type AccountOwnerRole } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';
import { useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { StepForm } from './step-form';

export const ACCOUNT_OWNER_DRAFT = 'accountOwner';

/** Account owner: the applicant's role (spec part 2 §3: CEO … OTHER). */
export function AccountOwnerStep() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const [role, setRole] = useStepDraft<AccountOwnerRole | ''>(
    ACCOUNT_OWNER_DRAFT,
    () => view.application?.accountOwner?.role ?? '',
  );
  return (
    <StepForm
      label={t('signUp.step.accountOwner')}
      onSubmit={() => {
        if (role !== '') actor.send({ type: 'accountOwner.submitted', accountOwner: { role } });
      }}
    >
      <Text tone="muted">{t('accountOwner.intro')}</Text>
      <RadioGroup
        name="role"
        label={t('accountOwner.role')}
        value={role}
        onChange={(value) => {
          const chosen = ACCOUNT_OWNER_ROLES.find((option) => option === value);
          if (chosen) setRole(chosen);
        }}
        isRequired
        validate={(value) => (value ? null : t('signUp.required'))}
      >
        {ACCOUNT_OWNER_ROLES.map((option) => (
          <Radio key={option} value={option}>
            {t(`role.${option}`)}
          </Radio>
        ))}
      </RadioGroup>
    </StepForm>
  );
}

import { LiveRegion, showToast, Stack, Text } from '@outlay/design-system';
import { delegateRegistrationActors } from '@outlay/machines/delegate-registration/delegate-registration.actors';
import { delegateRegistrationMachine } from '@outlay/machines/delegate-registration/delegate-registration.machine';
import { delegateRegistrationView } from '@outlay/machines/delegate-registration/delegate-registration.view';
import { nameMaxLength } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Page, PageMain } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useCompanyDetails } from '@/session/use-company-details';
import { useDelegatesChanged } from '../api/delegates';
import { DelegateForm } from '../components/delegate-form';
import { DelegateList } from '../components/delegate-list';

// The code step's dialog loads once a delegate is sent for a code.
const DelegateCodeDialog = lazy(() =>
  import('../components/delegate-code-dialog').then((module) => ({
    default: module.DelegateCodeDialog,
  })),
);

const registrationFlow = onAppClient(delegateRegistrationMachine, delegateRegistrationActors);

/**
 * `/delegate-registration` (admin; spec part 1 §2.2, part 2 §2.5 "sign the user up
 * directly"): the person's form, the "Verification required" dialog with the code of
 * REGISTER_DELEGATE, and the admin's delegates with their state.
 */
export function DelegateRegistrationPage() {
  const { t } = useTranslator();
  const company = useCompanyDetails();
  const actor = useActorRef(registrationFlow);
  const view = useSelector(actor, delegateRegistrationView, sameView);
  const delegatesChanged = useDelegatesChanged();
  // A new form once someone is registered: the next person starts blank.
  const [registrations, setRegistrations] = useState(0);
  useEmitted(actor, 'delegate.registered', (registered) => {
    delegatesChanged(registered.delegates);
    setRegistrations((count) => count + 1);
    showToast({ tone: 'success', description: registered.msg });
  });

  if (!company.data) {
    return (
      <PageMain>
        <PageLoading />
      </PageMain>
    );
  }
  return (
    <Page title={t('route.delegateRegistration.title')} space="xlarge">
      <Stack space="large">
        <Text tone="muted">{t('delegates.intro')}</Text>
        <LiveRegion>{view.sending ? t('delegates.sending') : ''}</LiveRegion>
        <DelegateForm
          key={registrations}
          actor={actor}
          view={view}
          nameMaxLength={nameMaxLength(company.data.cardServiceType)}
        />
      </Stack>
      {view.step === 'code' && (
        <Suspense fallback={null}>
          <DelegateCodeDialog actor={actor} view={view} />
        </Suspense>
      )}
      <DelegateList />
    </Page>
  );
}

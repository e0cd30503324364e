import {
  Banner,
  Button,
  Dialog,
  Modal,
  Select,
  SelectItem,
  showToast,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { newVirtualCardActors } from '@outlay/machines/new-virtual-card/new-virtual-card.actors';
import { newVirtualCardMachine } from '@outlay/machines/new-virtual-card/new-virtual-card.machine';
import { newVirtualCardView } from '@outlay/machines/new-virtual-card/new-virtual-card.view';
import { cardNameMaxLength } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useVerificationAnswer } from '@/lib/verification';
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { useHolders } from '../api/get-holders';
import { useCardsChanged } from '../api/get-cards';
import { CardSecretsPanel } from './card-secrets';
import { LimitScopeFields } from './limit-scope-fields';
import { LimitPeriodField } from './limit-period-field';

const newVirtualCardFlow = onAppClient(newVirtualCardMachine, newVirtualCardActors);

const SELF = 'self';

/**
 * New virtual card: holder (admins choose anyone), name cut to the issuer's maximum, limit and
 * its period, and (admins) where it may spend; then the new card with its number hidden until a fresh code reveals it.
 */
export default function NewVirtualCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslator();
  const cardsChanged = useCardsChanged();
  const answerVerification = useVerificationAnswer();
  const profile = useUserProfile();
  const company = useCompanyDetails();
  const isAdmin = profile.data?.role === 'admin';
  const holders = useHolders(isAdmin);
  const actor = useActorRef(newVirtualCardFlow, {
    input: {
      nameMaxLength: cardNameMaxLength(company.data?.cardServiceType),
      holderId: null,
      canChooseScope: isAdmin,
    },
  });
  const view = useSelector(actor, newVirtualCardView, sameView);

  useEmitted(actor, 'card.created', (event) => {
    showToast({
      tone: 'success',
      description: t('cards.new.created', { lastFour: event.card.lastFour }),
    });
    cardsChanged();
  });
  useEmitted(actor, 'verification.needed', (event) => {
    answerVerification(actor, {
      actionType: 'REVEAL_CARD',
      cardLastFourDigits: event.cardLastFourDigits,
    });
  });

  return (
    <Modal
      isOpen
      // A click outside does not close it: picking from the merchant list (drawn outside the
      // dialog) must never throw the card away. Escape, Cancel and Done close it.
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={view.part === 'form' ? t('cards.new.title') : t('cards.new.readyTitle')}
        actions={
          view.part === 'form' ? (
            <>
              <Button variant="secondary" onPress={onClose}>
                {t('cards.cancel')}
              </Button>
              <Button type="submit" form="new-virtual-card" isPending={view.submitting}>
                {t('cards.new.submit')}
              </Button>
            </>
          ) : (
            <Button onPress={onClose}>{t('cards.done')}</Button>
          )
        }
      >
        {view.part === 'form' ? (
          <AppForm
            id="new-virtual-card"
            aria-label={t('cards.new.title')}
            errorSummaryTitle={t('cards.new.problem')}
            onSubmit={() => {
              actor.send({ type: 'card.submitted' });
            }}
          >
            <Stack space="medium">
              <ErrorBanner error={view.error} />
              {isAdmin && (
                <Select
                  label={t('cards.new.holder')}
                  value={view.holderId ?? SELF}
                  onChange={(key) => {
                    actor.send({
                      type: 'holder.changed',
                      holderId: key === SELF || typeof key !== 'string' ? null : key,
                    });
                  }}
                >
                  {[
                    <SelectItem key={SELF} id={SELF}>
                      {t('cards.new.holderSelf')}
                    </SelectItem>,
                    ...(holders.data ?? [])
                      .filter((user) => user.id !== profile.data?.userId)
                      .map((user) => (
                        <SelectItem key={user.id} id={user.id} secondary={user.email}>
                          {`${user.firstName} ${user.lastName}`}
                        </SelectItem>
                      )),
                  ]}
                </Select>
              )}
              <TextField
                label={t('cards.new.name')}
                description={t('cards.new.nameHint', { max: view.nameMaxLength })}
                value={view.name}
                maxLength={view.nameMaxLength}
                isRequired
                isInvalid={view.fieldErrors?.name === 'required'}
                errorMessage={t('cards.new.nameRequired')}
                onChange={(name) => {
                  actor.send({ type: 'name.changed', name });
                }}
              />
              <TextField
                label={t('cards.new.limit')}
                description={t('cards.new.limitHint')}
                value={view.spendLimit}
                inputMode="decimal"
                isInvalid={view.fieldErrors?.spendLimit === 'invalid'}
                errorMessage={t('cards.new.limitInvalid')}
                onChange={(spendLimit) => {
                  actor.send({ type: 'limit.changed', spendLimit });
                }}
              />
              <LimitPeriodField
                value={view.limitPeriod}
                onChange={(limitPeriod) => {
                  actor.send({ type: 'period.changed', limitPeriod });
                }}
              />
              {view.canChooseScope && (
                <LimitScopeFields
                  limitScope={view.limitScope}
                  merchants={view.merchants}
                  categories={view.categories}
                  problem={view.fieldErrors?.scope ?? null}
                  onScopeChange={(limitScope) => {
                    actor.send({ type: 'scope.changed', limitScope });
                  }}
                  onMerchantAdd={(merchant) => {
                    actor.send({ type: 'merchant.added', merchant });
                  }}
                  onMerchantRemove={(merchantId) => {
                    actor.send({ type: 'merchant.removed', merchantId });
                  }}
                  onCategoriesChange={(categories) => {
                    actor.send({ type: 'categories.changed', categories });
                  }}
                />
              )}
            </Stack>
          </AppForm>
        ) : (
          view.card && (
            <Stack space="medium">
              <Text>
                {t('cards.new.ready', { name: view.card.name, lastFour: view.card.lastFour })}
              </Text>
              {view.card.status === 'pending' && (
                <Banner tone="info" announce="polite">
                  {t('cards.new.awaitsHolder', {
                    holder: `${view.card.holder.firstName} ${view.card.holder.lastName}`,
                  })}
                </Banner>
              )}
              <ErrorBanner error={view.error} />
              <CardSecretsPanel
                lastFour={view.card.lastFour}
                secrets={view.secrets}
                canReveal={view.canReveal}
                revealing={view.revealing}
                onReveal={() => {
                  actor.send({ type: 'reveal.requested' });
                }}
                onHide={() => {
                  actor.send({ type: 'secrets.hidden' });
                }}
              />
            </Stack>
          )
        )}
      </Dialog>
    </Modal>
  );
}

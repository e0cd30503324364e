import type { ShippingAddress as Address, CardOrder as Order } from '@outlay/api-client';
import {
  Button,
  Checkbox,
  Inline,
  Link,
  Radio,
  RadioGroup,
  showToast,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { AppForm } from '../../../components/app-form';
import { ErrorBanner, RetryBanner } from '../../../components/error-banner';
import { useTranslator } from '../../../i18n/intl';
import { cardOrderMachine } from '@outlay/machines/card-order/card-order.machine';
import { cardOrderView } from '@outlay/machines/card-order/card-order.view';
import { useActorRef, useSelector } from '@xstate/react';
import { apiClient } from '../../../lib/api-client';
import { sameView } from '../../../lib/same-view';
import { useEmitted } from '../../../lib/use-emitted';
import { useCardOrder, useOrderPlaced } from '../api/card-order';
import { Page } from '../../../components/page';

const STEPS = ['ordered', 'shipped', 'delivered'] as const;

const addressLines = (address: Address) =>
  [
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ].filter(Boolean);

/**
 * `/card-order`: the physical card order the login gate moves new cardholders to. Ship to the
 * company's address or another, rush where the company has it, then the order's status.
 */
export function CardOrderPage() {
  const { t } = useTranslator();
  const view = useCardOrder();
  return (
    <Page title={t('cards.order.title')}>
      {view.isPending ? (
        <Spinner label={t('cards.loading')} />
      ) : view.isError ? (
        <RetryBanner query={view} retryLabel={t('cards.retry')} />
      ) : view.data.order && view.data.order.status !== 'failed' ? (
        <OrderStatus order={view.data.order} />
      ) : (
        <OrderForm
          companyAddress={view.data.companyAddress}
          rushAvailable={view.data.rushAvailable}
        />
      )}
    </Page>
  );
}

function OrderStatus({ order }: { order: Order }) {
  const { t, intl } = useTranslator();
  const reached = STEPS.findIndex((step) => step === order.status);
  return (
    <Stack space="medium">
      <div role="status">
        <Text>
          {t(`cards.order.status.${order.status}`, {
            date: intl.formatDate(`${order.estimatedDelivery}T12:00:00Z`, { dateStyle: 'long' }),
          })}
        </Text>
      </div>
      <ol aria-label={t('cards.order.progress')}>
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === reached ? 'step' : undefined}>
            <Text
              weight={index <= reached ? 'strong' : 'regular'}
              tone={index <= reached ? undefined : 'muted'}
            >
              {t(`cards.order.step.${step}`)}
            </Text>
          </li>
        ))}
      </ol>
      <Stack space="xxsmall">
        <Text tone="muted">{t('cards.order.shipTo')}</Text>
        {addressLines(order.address).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
      {order.rush && <Text>{t('cards.order.rushed')}</Text>}
      <Inline space="small">
        {order.cardId !== null && (
          <Link href={`/cards/${String(order.cardId)}`}>{t('cards.order.openCard')}</Link>
        )}
        <Link href="/dashboard">{t('cards.order.toDashboard')}</Link>
      </Inline>
    </Stack>
  );
}

const FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;

function OrderForm({
  companyAddress,
  rushAvailable,
}: {
  companyAddress: Address | null;
  rushAvailable: boolean;
}) {
  const { t } = useTranslator();
  const placed = useOrderPlaced();
  const actor = useActorRef(cardOrderMachine, {
    input: { client: apiClient, hasCompanyAddress: companyAddress !== null, rushAvailable },
  });
  const view = useSelector(actor, cardOrderView, sameView);
  useEmitted(actor, 'order.placed', (event) => {
    showToast({ tone: 'success', description: t('cards.order.done') });
    placed(event.order);
  });
  return (
    <AppForm
      aria-label={t('cards.order.title')}
      errorSummaryTitle={t('cards.new.problem')}
      onSubmit={() => {
        actor.send({ type: 'order.submitted' });
      }}
    >
      <Stack space="large">
        <Text>{t('cards.order.intro')}</Text>
        <ErrorBanner error={view.error} />
        <RadioGroup
          label={t('cards.order.shipToLabel')}
          value={view.shipTo}
          onChange={(value) => {
            actor.send({
              type: 'shipTo.changed',
              shipTo: value === 'company' ? 'company' : 'other',
            });
          }}
        >
          {companyAddress && (
            <Radio value="company">
              {t('cards.order.company', { address: addressLines(companyAddress).join(', ') })}
            </Radio>
          )}
          <Radio value="other">{t('cards.order.other')}</Radio>
        </RadioGroup>
        {view.shipTo === 'other' && (
          <Stack space="medium">
            {FIELDS.map((field) => {
              const problem = view.problems?.[field];
              return (
                <TextField
                  key={field}
                  label={t(`cards.order.field.${field}`)}
                  value={view.address[field] ?? ''}
                  maxLength={field === 'country' ? 2 : field === 'postalCode' ? 12 : 100}
                  isInvalid={problem !== undefined}
                  errorMessage={
                    problem === 'invalid'
                      ? t(`cards.order.invalid.${field === 'country' ? 'country' : 'postalCode'}`)
                      : t('cards.order.required')
                  }
                  onChange={(value) => {
                    actor.send({ type: 'address.changed', field, value });
                  }}
                />
              );
            })}
          </Stack>
        )}
        {view.rushAvailable && (
          <Checkbox
            isSelected={view.rush}
            onChange={(rush) => {
              actor.send({ type: 'rush.changed', rush });
            }}
          >
            {t('cards.order.rush')}
          </Checkbox>
        )}
        <Inline space="small">
          <Button type="submit" isPending={view.submitting}>
            {t('cards.order.submit')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

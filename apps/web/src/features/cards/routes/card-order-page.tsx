import type {
  ShippingAddress as Address,
  CardOrder as Order,
  CardOrderView,
} from '@outlay/api-client';
import {
  Button,
  Checkbox,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  showToast,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { SHIPPING_COUNTRIES } from '@outlay/rules';
import { useMemo } from 'react';
import { AppForm } from '@/components/app-form';
import { countriesByName, countryName } from '@/lib/format/country-names';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { cardOrderActors } from '@outlay/machines/card-order/card-order.actors';
import { cardOrderMachine } from '@outlay/machines/card-order/card-order.machine';
import { cardOrderView } from '@outlay/machines/card-order/card-order.view';
import { useActorRef, useSelector } from '@xstate/react';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { useCardOrder, useOrderPlaced } from '../api/card-order';
import { Page } from '@/components/page';

const cardOrderFlow = onAppClient(cardOrderMachine, cardOrderActors);

const STEPS = ['ordered', 'shipped', 'delivered'] as const;

const addressLines = (address: Address, locale: string) =>
  [
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postalCode}`,
    countryName(address.country, locale),
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
          savedAddresses={view.data.savedAddresses}
          rushAvailable={view.data.rushAvailable}
        />
      )}
    </Page>
  );
}

function OrderStatus({ order }: { order: Order }) {
  const { t, intl, locale } = useTranslator();
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
        {addressLines(order.address, locale).map((line) => (
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

const FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode'] as const;

type SavedAddress = CardOrderView['savedAddresses'][number];

/** The ship-to choice a saved address is: its shipping address is "the company's". */
const shipToOf = (kind: SavedAddress['kind']) => (kind === 'shipping' ? 'company' : kind);

function OrderForm({
  companyAddress,
  savedAddresses,
  rushAvailable,
}: {
  companyAddress: Address | null;
  savedAddresses: readonly SavedAddress[];
  rushAvailable: boolean;
}) {
  const { t, locale } = useTranslator();
  const countries = useMemo(() => countriesByName(SHIPPING_COUNTRIES, locale), [locale]);
  const placed = useOrderPlaced();
  const actor = useActorRef(cardOrderFlow, {
    input: { hasCompanyAddress: companyAddress !== null, rushAvailable },
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
            const saved = savedAddresses.find((entry) => shipToOf(entry.kind) === value);
            actor.send({
              type: 'shipTo.changed',
              shipTo: saved ? shipToOf(saved.kind) : value === 'company' ? 'company' : 'other',
            });
          }}
        >
          {savedAddresses.map((entry) => (
            <Radio key={entry.kind} value={shipToOf(entry.kind)}>
              {t(`cards.order.saved.${entry.kind}`, {
                address: addressLines(entry.address, locale).join(', '),
              })}
            </Radio>
          ))}
          {companyAddress && !savedAddresses.some((entry) => entry.kind === 'shipping') && (
            <Radio value="company">
              {t('cards.order.company', {
                address: addressLines(companyAddress, locale).join(', '),
              })}
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
                  maxLength={field === 'postalCode' ? 12 : 100}
                  isInvalid={problem !== undefined}
                  errorMessage={
                    problem === 'invalid'
                      ? t('cards.order.invalid.postalCode')
                      : t('cards.order.required')
                  }
                  onChange={(value) => {
                    actor.send({ type: 'address.changed', field, value });
                  }}
                />
              );
            })}
            <Select
              label={t('cards.order.field.country')}
              placeholder={t('cards.order.countryPlaceholder')}
              value={view.address.country === '' ? null : view.address.country}
              isInvalid={view.problems?.country !== undefined}
              errorMessage={
                view.problems?.country === 'invalid'
                  ? t('cards.order.invalid.country')
                  : t('cards.order.countryRequired')
              }
              onChange={(key) => {
                if (typeof key === 'string') {
                  actor.send({ type: 'address.changed', field: 'country', value: key });
                }
              }}
            >
              {countries.map((country) => (
                <SelectItem key={country.code} id={country.code}>
                  {country.name}
                </SelectItem>
              ))}
            </Select>
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

import type { RentSchedule } from '@outlay/api-client';
import { Badge, Button, Heading, Inline, LiveRegion, Stack, Text } from '@outlay/design-system';
import { useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { useSetRentScheduleState } from '../api/set-schedule-state';
import { useRentMoney } from '../lib/rent-money';

/**
 * The monthly rents: each charged again on the first of the month while active, with its next
 * charge; paused, none until resumed. What a pause or a resume did is announced.
 */
export function RentSchedulesList({
  schedules,
  currency,
}: {
  schedules: readonly RentSchedule[];
  currency: string;
}) {
  const { t, locale } = useTranslator();
  const money = useRentMoney(currency);
  const change = useSetRentScheduleState();
  const [news, setNews] = useState('');
  const toggle = (schedule: RentSchedule) => {
    const state = schedule.state === 'active' ? 'paused' : 'active';
    setNews('');
    change.mutate(
      { scheduleId: schedule.id, state },
      {
        onSuccess: (changed) => {
          setNews(
            t(
              changed.state === 'paused'
                ? 'rent.schedules.pausedNews'
                : 'rent.schedules.resumedNews',
              {
                landlord: changed.landlordName,
                date: formatMonthDayYear(changed.nextRun, locale),
              },
            ),
          );
        },
      },
    );
  };
  if (schedules.length === 0) return <LiveRegion visuallyHidden>{news}</LiveRegion>;
  return (
    <Stack space="medium" component="section" aria-labelledby="rent-schedules-heading">
      <Heading level={2} id="rent-schedules-heading">
        {t('rent.schedules')}
      </Heading>
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      <ErrorBanner error={change.error} />
      <Stack space="small" component="ul">
        {schedules.map((schedule) => {
          const active = schedule.state === 'active';
          const name = schedule.landlordName;
          return (
            <Stack key={schedule.id} space="xsmall">
              <Inline space="small" alignY="center">
                <Text weight="strong">{name}</Text>
                <Badge tone={active ? 'positive' : 'neutral'}>
                  {t(`rent.schedules.state.${schedule.state}`)}
                </Badge>
                <Text>{money(schedule.total)}</Text>
              </Inline>
              <Text tone="muted">
                {active
                  ? t('rent.schedules.next', {
                      property: schedule.propertyAddress,
                      date: formatMonthDayYear(schedule.nextRun, locale),
                      card: schedule.card.lastFour,
                    })
                  : t('rent.schedules.pausedLine', {
                      property: schedule.propertyAddress,
                      card: schedule.card.lastFour,
                    })}
              </Text>
              <Inline space="small">
                <Button
                  variant="secondary"
                  onPress={() => {
                    toggle(schedule);
                  }}
                  isPending={change.isPending && change.variables.scheduleId === schedule.id}
                  aria-label={t(
                    active ? 'rent.schedules.pauseNamed' : 'rent.schedules.resumeNamed',
                    {
                      landlord: name,
                    },
                  )}
                >
                  {t(active ? 'rent.schedules.pause' : 'rent.schedules.resume')}
                </Button>
              </Inline>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

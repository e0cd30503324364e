import { Inline, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { Redirect, useSearch } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { useCard } from '../api/get-card';
import { Page } from '@/components/page';

/**
 * `/replace-card-success?card=<id>`: the replacement is issued; what happens next. It says so
 * only of a card that replaced another (the server's `replacesCardId`); opened without one,
 * it says nothing of a replacement and goes to the cards (issue 43 #14).
 */
export function ReplaceCardSuccessPage() {
  const { t } = useTranslator();
  const cardId = Number(new URLSearchParams(useSearch()).get('card'));
  const valid = Number.isInteger(cardId) && cardId > 0;
  if (!valid) return <Redirect to="/cards" replace />;
  return (
    <Page title={t('cards.replaced.title')}>
      <Replacement cardId={cardId} />
      <Inline space="small">
        <Link href="/cards">{t('cards.back')}</Link>
      </Inline>
    </Page>
  );
}

function Replacement({ cardId }: { cardId: number }) {
  const { t } = useTranslator();
  const card = useCard(cardId);
  if (card.isPending) return <Spinner label={t('cards.loading')} />;
  if (card.isError || card.data.replacesCardId === null) return <Redirect to="/cards" replace />;
  return (
    <Stack space="medium">
      <div role="status">
        <Text>
          {t(
            card.data.cardType === 'physical'
              ? 'cards.replaced.physical'
              : 'cards.replaced.virtual',
            { lastFour: card.data.lastFour },
          )}
        </Text>
      </div>
      <Inline space="small">
        <Link href={`/cards/${String(card.data.id)}`}>{t('cards.replaced.open')}</Link>
      </Inline>
    </Stack>
  );
}

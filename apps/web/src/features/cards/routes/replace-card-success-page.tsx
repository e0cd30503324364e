import { Inline, Link, Spinner, Stack, Text } from '@outlay/design-system';
import { useSearch } from 'wouter';
import { useTranslator } from '../../../i18n/intl';
import { useCard } from '../api/get-card';
import { Page } from '../../../components/page';

/** `/replace-card-success?card=<id>`: the replacement is issued; what happens next. */
export function ReplaceCardSuccessPage() {
  const { t } = useTranslator();
  const cardId = Number(new URLSearchParams(useSearch()).get('card'));
  const valid = Number.isInteger(cardId) && cardId > 0;
  return (
    <Page title={t('cards.replaced.title')}>
      {valid ? <Replacement cardId={cardId} /> : <Text>{t('cards.replaced.generic')}</Text>}
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
  if (card.isError) return <Text>{t('cards.replaced.generic')}</Text>;
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

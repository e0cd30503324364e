import type { InviteRole } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  IconButton,
  Inline,
  LiveRegion,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import type { DraftProblems } from '@outlay/machines/invite/invite-form';
import type { inviteMachine } from '@outlay/machines/invite/invite.machine';
import { type InviteView, inviteView } from '@outlay/machines/invite/invite.view';
import { isPastedList } from '@outlay/machines/invite/pasted-invites';
import { Fragment, useState, type ClipboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { RoleIcon, roleName } from '@/components/role-icon';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';

type InviteActor = ActorRefFrom<typeof inviteMachine>;

/** The person's name, asked in two fields side by side (each title-cased as typed). */
const NAME_PARTS = ['firstName', 'lastName'] as const;

/** The kinds of card an invited person may be allowed to hold, in the order they are offered. */
const CARD_KINDS = ['physical', 'virtual'] as const;

const problemMessage = (
  field: keyof DraftProblems,
  problem: NonNullable<DraftProblems[keyof DraftProblems]>,
): MessageId => {
  if (field === 'role') return 'invite.problem.role';
  return `invite.problem.${problem}`;
};

/**
 * The invite form of spec part 2 §2.5: first and last name (title-cased as typed), email (a
 * pasted list adds rows), role, sign up directly, the employee's card permissions, the list
 * added with "Add More Invites", and "Send Invitation" (and "Go Back" for the owner).
 */
export function InviteForm({ actor, view }: { actor: InviteActor; view: InviteView }) {
  const { t } = useTranslator();
  const { draft } = view;

  // The fields' messages as they stood at the last add or send: the form summarises (and
  // focuses) them each time it receives new ones, so never while the user types.
  const [validationErrors, setValidationErrors] = useState<Record<string, string>>({});
  function attempt(event: { type: 'invitations.submitted' } | { type: 'invite.added' }) {
    actor.send(event);
    const shown = inviteView(actor.getSnapshot()).problems;
    const errors: Record<string, string> = {};
    for (const field of ['firstName', 'lastName', 'email', 'role'] as const) {
      const problem = shown[field];
      if (problem) errors[field] = t(problemMessage(field, problem));
    }
    setValidationErrors(errors);
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!view.acceptsLists || !isPastedList(text)) return;
    // The input would join the lines into one: the rows go to the list instead.
    event.preventDefault();
    actor.send({ type: 'email.pasted', text });
  }

  const change = (field: 'firstName' | 'lastName' | 'email') => (value: string) => {
    actor.send({ type: 'field.changed', field, value });
  };

  return (
    <AppForm
      aria-label={view.canGoBack ? t('invite.titleOwner') : t('invite.title')}
      validationErrors={validationErrors}
      validationBehavior="aria"
      onSubmit={() => {
        attempt({ type: 'invitations.submitted' });
      }}
    >
      <Stack space="large">
        <ErrorBanner error={view.error} />
        {view.noInvites && (
          <Banner tone="warning" announce="assertive">
            {t('invite.noInvites')}
          </Banner>
        )}
        <Inline space="medium">
          {NAME_PARTS.map((part) => (
            <TextField
              key={part}
              name={part}
              label={t(`invite.${part}`)}
              autoComplete="off"
              value={draft[part]}
              onChange={change(part)}
              isRequired
            />
          ))}
        </Inline>
        <TextField
          name="email"
          type="email"
          label={t('invite.email')}
          description={view.acceptsLists ? t('invite.emailHint') : undefined}
          autoComplete="off"
          value={draft.email}
          onChange={change('email')}
          onPaste={paste}
          isRequired
        />
        <PasteReport view={view} />
        <RadioGroup
          name="role"
          label={t('invite.role')}
          orientation="horizontal"
          isRequired
          value={draft.role}
          onChange={(value) => {
            const role = view.roles.find((item) => item === value);
            if (role) actor.send({ type: 'role.chosen', role });
          }}
        >
          {view.roles.map((role: InviteRole) => (
            <Radio key={role} value={role}>
              <Inline space="xsmall" alignY="center">
                <RoleIcon role={role} />
                {t(roleName(role))}
              </Inline>
            </Radio>
          ))}
        </RadioGroup>
        {view.delegateOffered && (
          <Checkbox
            isSelected={draft.isDelegate}
            onChange={(isDelegate) => {
              actor.send({ type: 'delegate.changed', isDelegate });
            }}
          >
            {t('invite.delegate')}
          </Checkbox>
        )}
        {view.cardPermissionsOffered && (
          <Stack space="small">
            <Text weight="medium">{t('invite.cards')}</Text>
            {CARD_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                isSelected={draft[`${kind}Cards`]}
                onChange={(allowed) => {
                  actor.send({ type: 'cards.changed', kind, allowed });
                }}
              >
                {t(`invite.${kind}Cards`)}
              </Checkbox>
            ))}
            {view.noCardsNote && (
              <Banner tone="info" announce="polite">
                {t('invite.noCardsNote')}
              </Banner>
            )}
          </Stack>
        )}
        {view.canAddMore && (
          <Inline space="small">
            <Button
              variant="secondary"
              onPress={() => {
                attempt({ type: 'invite.added' });
              }}
            >
              {t('invite.addMore')}
            </Button>
          </Inline>
        )}
        <InviteList actor={actor} view={view} />
        <Inline space="small" align="right">
          {view.canGoBack ? (
            <Button
              variant="secondary"
              onPress={() => {
                actor.send({ type: 'back.requested' });
              }}
            >
              {t('invite.goBack')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onPress={() => {
                actor.send({ type: 'invite.cancelled' });
              }}
            >
              {t('invite.cancel')}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={view.sending}>
            {t('invite.send')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

/** What the last paste added, and each refused row with why (read out politely). */
function PasteReport({ view }: { view: InviteView }) {
  const { t } = useTranslator();
  const refused = view.refusedRows;
  const pasted = view.pastedCount > 0 || refused.length > 0;
  return (
    <LiveRegion>
      {pasted && (
        <Stack space="xsmall">
          <Text size="small">{t('invite.pasted', { count: view.pastedCount })}</Text>
          {refused.length > 0 && (
            <>
              <Text size="small" tone="critical">
                {t('invite.refused.title', { count: refused.length })}
              </Text>
              <Stack space="xsmall" component="ul">
                {refused.map((row, index) => (
                  <Fragment key={`${row.text}-${String(index)}`}>
                    <Text size="small">
                      {t(`invite.refused.${row.reason}`, { text: row.text })}
                    </Text>
                  </Fragment>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      )}
    </LiveRegion>
  );
}

/** The people added so far, each removable; a row the server refused says so. */
function InviteList({ actor, view }: { actor: InviteActor; view: InviteView }) {
  const { t } = useTranslator();
  if (view.invites.length === 0) return null;
  return (
    <Stack space="small" component="section">
      <Text weight="medium">{t('invite.list', { count: view.invites.length })}</Text>
      {view.hasTakenRows && (
        <Text size="small" tone="critical">
          {t('invite.takenRows')}
        </Text>
      )}
      <Stack space="xsmall" component="ul">
        {view.invites.map((invite) => {
          const name = `${invite.firstName} ${invite.lastName}`;
          return (
            <Fragment key={invite.key}>
              <Inline space="small" alignY="center" align="spaceBetween">
                <Stack space="xsmall">
                  <Inline space="xsmall" alignY="center">
                    <RoleIcon role={invite.role} />
                    <Text weight="medium">{name}</Text>
                    <Text tone="muted">{t(roleName(invite.role))}</Text>
                  </Inline>
                  <Text size="small">{invite.email}</Text>
                  {invite.taken && (
                    <Text size="small" tone="critical">
                      {t('invite.problem.taken')}
                    </Text>
                  )}
                </Stack>
                <IconButton
                  size="small"
                  label={t('invite.remove', { name })}
                  icon={<span aria-hidden="true">×</span>}
                  onPress={() => {
                    actor.send({ type: 'invite.removed', key: invite.key });
                  }}
                />
              </Inline>
            </Fragment>
          );
        })}
      </Stack>
    </Stack>
  );
}

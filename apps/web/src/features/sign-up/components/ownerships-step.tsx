import {
  Banner,
  Box,
  Button,
  Checkbox,
  Columns,
  Heading,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import type { SignUpOwnerships } from '@outlay/api-client';
import {
  birthDateProblem,
  MAX_LEADERS,
  MAX_OWNERS,
  OWNERSHIP_THRESHOLD_PERCENT,
  ownershipProblems,
  personIdKey,
} from '@outlay/rules';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useStepDraft } from '../lib/step-draft';
import { useSignUp } from '../lib/use-sign-up-actor';
import { nameProblem, todayIso } from '../lib/validation';
import { StepForm } from './step-form';

export const OWNERSHIPS_DRAFT = 'ownerships';

interface PersonDraft {
  firstName: string;
  lastName: string;
  idNumber: string;
  birthDate: string;
  title: string;
  ownershipPercent: string;
  over18: boolean;
}

const emptyPerson: PersonDraft = {
  firstName: '',
  lastName: '',
  idNumber: '',
  birthDate: '',
  title: '',
  ownershipPercent: '',
  over18: false,
};

function draftOf(saved: SignUpOwnerships | null) {
  if (!saved) return { leaders: [emptyPerson], owners: [emptyPerson] };
  return {
    leaders: saved.leaders.map((leader) => ({ ...emptyPerson, ...leader })),
    owners: saved.owners.map((owner) => ({
      ...emptyPerson,
      ...owner,
      ownershipPercent: String(owner.ownershipPercent),
    })),
  };
}

type ListName = 'leaders' | 'owners';

/** Ownerships: the leaders, and the owners at or above 25% (the section named 25%+). */
export function OwnershipsStep() {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const [draft, setDraft] = useStepDraft(OWNERSHIPS_DRAFT, () =>
    draftOf(view.application?.ownerships ?? null),
  );
  const [listProblem, setListProblem] = useState<string | null>(null);

  const update = (
    list: ListName,
    index: number,
    field: keyof PersonDraft,
    value: string | boolean,
  ) => {
    setDraft((current) => ({
      ...current,
      [list]: current[list].map((person, at) =>
        at === index ? { ...person, [field]: value } : person,
      ),
    }));
  };
  const add = (list: ListName) => {
    setDraft((current) => ({ ...current, [list]: [...current[list], emptyPerson] }));
  };
  const remove = (list: ListName, index: number) => {
    setDraft((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));
  };

  const submit = () => {
    const ownerships: SignUpOwnerships = {
      leaders: draft.leaders.map(({ firstName, lastName, idNumber, birthDate, title }) => ({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        idNumber: idNumber.trim(),
        birthDate: birthDate.trim(),
        title: title.trim(),
      })),
      owners: draft.owners.map((owner) => ({
        firstName: owner.firstName.trim(),
        lastName: owner.lastName.trim(),
        idNumber: owner.idNumber.trim(),
        birthDate: owner.birthDate.trim(),
        ownershipPercent: Number(owner.ownershipPercent),
        over18: owner.over18,
      })),
    };
    const problems = ownershipProblems(ownerships.leaders, ownerships.owners);
    const listProblemKey = problems.lists.includes('leaderRequired')
      ? 'owners.leaderRequired'
      : problems.lists.includes('ownerRequired')
        ? 'owners.ownerRequired'
        : problems.lists.includes('totalAbove100')
          ? 'owners.totalAbove100'
          : null;
    setListProblem(listProblemKey && t(listProblemKey));
    if (listProblemKey) return;
    actor.send({ type: 'ownerships.submitted', ownerships });
  };

  /** The same id twice in one list: 'This ID is already used.' on the second. */
  const idUsed = (list: ListName, index: number, value: string) =>
    value.trim() !== '' &&
    draft[list].some(
      (other, at) => at < index && personIdKey(other.idNumber) === personIdKey(value),
    );

  const personFields = (list: ListName, person: PersonDraft, index: number) => {
    const name = (field: keyof PersonDraft) => `${list}.${String(index)}.${field}`;
    return (
      <Box
        component="section"
        aria-labelledby={`${list}-${String(index)}-heading`}
        key={`${list}-${String(index)}`}
      >
        <Stack space="medium">
          <Heading level={4} size={4} id={`${list}-${String(index)}-heading`}>
            {t(list === 'leaders' ? 'owners.leader' : 'owners.owner', { number: index + 1 })}
          </Heading>
          <Columns space="medium" collapseBelow="md">
            <TextField
              name={name('firstName')}
              label={t('account.firstName')}
              maxLength={50}
              value={person.firstName}
              onChange={(value) => {
                update(list, index, 'firstName', value);
              }}
              isRequired
              validate={(value) => (nameProblem(value) ? t('account.nameRule') : null)}
            />
            <TextField
              name={name('lastName')}
              label={t('account.lastName')}
              maxLength={50}
              value={person.lastName}
              onChange={(value) => {
                update(list, index, 'lastName', value);
              }}
              isRequired
              validate={(value) => (nameProblem(value) ? t('account.nameRule') : null)}
            />
          </Columns>
          <Columns space="medium" collapseBelow="md">
            <TextField
              name={name('idNumber')}
              label={t('owners.idNumber')}
              maxLength={30}
              value={person.idNumber}
              onChange={(value) => {
                update(list, index, 'idNumber', value);
              }}
              isRequired
              validate={(value) => (idUsed(list, index, value) ? t('owners.idUsed') : null)}
            />
            <TextField
              name={name('birthDate')}
              label={t('account.birthDate')}
              description={t('account.birthDateHint')}
              placeholder="YYYY-MM-DD"
              inputMode="numeric"
              maxLength={10}
              value={person.birthDate}
              onChange={(value) => {
                update(list, index, 'birthDate', value);
              }}
              isRequired
              validate={(value) => {
                const problem = birthDateProblem(value.trim(), todayIso());
                if (problem === 'underAge') return t('account.underAge');
                return problem === 'invalid' ? t('account.birthDateInvalid') : null;
              }}
            />
          </Columns>
          {list === 'leaders' ? (
            <TextField
              name={name('title')}
              label={t('owners.title')}
              maxLength={50}
              value={person.title}
              onChange={(value) => {
                update(list, index, 'title', value);
              }}
              isRequired
            />
          ) : (
            <>
              <TextField
                name={name('ownershipPercent')}
                label={t('owners.percent')}
                inputMode="decimal"
                maxLength={6}
                value={person.ownershipPercent}
                onChange={(value) => {
                  update(list, index, 'ownershipPercent', value);
                }}
                isRequired
                validate={(value) => {
                  const percent = Number(value);
                  return Number.isFinite(percent) &&
                    percent >= OWNERSHIP_THRESHOLD_PERCENT &&
                    percent <= 100
                    ? null
                    : t('owners.percentInvalid');
                }}
              />
              <Checkbox
                name={name('over18')}
                isSelected={person.over18}
                onChange={(value) => {
                  update(list, index, 'over18', value);
                }}
                isRequired
                validate={(selected) => (selected ? null : t('owners.over18Required'))}
              >
                {t('owners.over18')}
              </Checkbox>
            </>
          )}
          {draft[list].length > 1 && (
            <Button
              variant="quiet"
              onPress={() => {
                remove(list, index);
              }}
            >
              {t('owners.remove', {
                name:
                  `${person.firstName} ${person.lastName}`.trim() ||
                  t(list === 'leaders' ? 'owners.leader' : 'owners.owner', { number: index + 1 }),
              })}
            </Button>
          )}
        </Stack>
      </Box>
    );
  };

  return (
    <StepForm label={t('signUp.step.ownerships')} onSubmit={submit}>
      {listProblem && (
        <Banner tone="danger" announce="assertive">
          {listProblem}
        </Banner>
      )}
      <Stack space="medium">
        <Heading level={3} size={3}>
          {t('owners.leaders')}
        </Heading>
        <Text tone="muted">{t('owners.leadersHint')}</Text>
        {draft.leaders.map((person, index) => personFields('leaders', person, index))}
        {draft.leaders.length < MAX_LEADERS && (
          <Button
            variant="secondary"
            onPress={() => {
              add('leaders');
            }}
          >
            {t('owners.addLeader')}
          </Button>
        )}
      </Stack>
      <Stack space="medium">
        <Heading level={3} size={3}>
          {t('owners.owners')}
        </Heading>
        <Text tone="muted">{t('owners.ownersHint')}</Text>
        {draft.owners.map((person, index) => personFields('owners', person, index))}
        {draft.owners.length < MAX_OWNERS && (
          <Button
            variant="secondary"
            onPress={() => {
              add('owners');
            }}
          >
            {t('owners.addOwner')}
          </Button>
        )}
      </Stack>
    </StepForm>
  );
}

// Who leads and who owns the applying company (spec part 2 §2.7, §5, §9): at least one leader
// and one owner; owners are those holding at least the threshold (the section is named 25%+);
// each owner confirmed over 18; an individual's id appears once.

/** Owners at or above this percent are listed (the section named "25%+"). */
export const OWNERSHIP_THRESHOLD_PERCENT = 25;
export const MAX_LEADERS = 10;
export const MAX_OWNERS = 4;
export const PERSON_ID_MAX_LENGTH = 30;

export interface Person {
  firstName: string;
  lastName: string;
  /** The individual's id (passport, national id). */
  idNumber: string;
  birthDate: string;
}

export interface Leader extends Person {
  title: string;
}

export interface Owner extends Person {
  ownershipPercent: number;
  over18: boolean;
}

export type OwnershipProblem =
  | 'leaderRequired'
  | 'ownerRequired'
  | 'tooManyLeaders'
  | 'tooManyOwners'
  | 'belowThreshold'
  | 'percentInvalid'
  | 'totalAbove100'
  | 'over18Required'
  | 'idRequired'
  | 'idUsed';

/** An id compared as people type it: case and punctuation aside. */
export function personIdKey(idNumber: string): string {
  return idNumber.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether two entries are one individual: the same name and birth date, case aside. */
function isSamePerson(a: Person, b: Person): boolean {
  const name = (person: Person) =>
    `${person.firstName} ${person.lastName}`.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
  return name(a) === name(b) && a.birthDate === b.birthDate;
}

export interface OwnershipProblems {
  /** Problems of the lists as a whole. */
  lists: OwnershipProblem[];
  leaders: Record<number, OwnershipProblem[]>;
  owners: Record<number, OwnershipProblem[]>;
}

/** What is wrong with the leaders and owners; every array empty when nothing is. */
export function ownershipProblems(leaders: readonly Leader[], owners: readonly Owner[]) {
  const result: OwnershipProblems = { lists: [], leaders: {}, owners: {} };
  if (leaders.length === 0) result.lists.push('leaderRequired');
  if (owners.length === 0) result.lists.push('ownerRequired');
  if (leaders.length > MAX_LEADERS) result.lists.push('tooManyLeaders');
  if (owners.length > MAX_OWNERS) result.lists.push('tooManyOwners');
  const total = owners.reduce((sum, owner) => sum + owner.ownershipPercent, 0);
  if (total > 100) result.lists.push('totalAbove100');

  // One person may lead and own (the same id, name and birth date in both lists); an id
  // twice within one list, or an id a leader holds given to an owner who is someone else, is
  // a mistake (spec part 2 §5: "Individual id ... unique").
  const add = (list: Record<number, OwnershipProblem[]>, index: number, p: OwnershipProblem) => {
    (list[index] ??= []).push(p);
  };
  const leaderByKey = new Map<string, Person>();
  const checkIds = (
    people: readonly Person[],
    list: Record<number, OwnershipProblem[]>,
    others: ReadonlyMap<string, Person>,
  ) => {
    const seen = new Set<string>();
    people.forEach((person, index) => {
      const key = personIdKey(person.idNumber);
      const other = others.get(key);
      if (key === '') add(list, index, 'idRequired');
      else if (seen.has(key)) add(list, index, 'idUsed');
      else if (other && !isSamePerson(other, person)) add(list, index, 'idUsed');
      seen.add(key);
    });
  };
  for (const leader of leaders) {
    const key = personIdKey(leader.idNumber);
    if (!leaderByKey.has(key)) leaderByKey.set(key, leader);
  }
  checkIds(leaders, result.leaders, new Map());
  checkIds(owners, result.owners, leaderByKey);
  owners.forEach((owner, index) => {
    const percent = owner.ownershipPercent;
    if (!Number.isFinite(percent) || percent > 100 || percent <= 0) {
      add(result.owners, index, 'percentInvalid');
    } else if (percent < OWNERSHIP_THRESHOLD_PERCENT) {
      add(result.owners, index, 'belowThreshold');
    }
    if (!owner.over18) add(result.owners, index, 'over18Required');
  });
  return result;
}

export function hasOwnershipProblems(problems: OwnershipProblems): boolean {
  return (
    problems.lists.length > 0 ||
    Object.keys(problems.leaders).length > 0 ||
    Object.keys(problems.owners).length > 0
  );
}

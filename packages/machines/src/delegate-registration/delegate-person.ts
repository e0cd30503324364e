// The person an admin signs up directly as their delegate (spec part 2 §2.5, §5), judged as
// the invite form judges one: the same rules the server's contract holds them to, so the
// form says what is wrong before a code is spent on them.
import { type EmailProblem, emailProblemOf, type NameProblem, nameProblemOf } from '@outlay/rules';
import type { DelegatePerson } from './delegate-registration.types';

/** What is wrong with the person, field by field (null: nothing). */
export interface DelegatePersonProblems {
  firstName: NameProblem | null;
  lastName: NameProblem | null;
  email: EmailProblem | null;
}

export function delegatePersonProblems(person: DelegatePerson): DelegatePersonProblems {
  return {
    firstName: nameProblemOf(person.firstName),
    lastName: nameProblemOf(person.lastName),
    email: emailProblemOf(person.email),
  };
}

export function hasPersonProblems(problems: DelegatePersonProblems): boolean {
  return Object.values(problems).some((problem) => problem !== null);
}

/** The person as registerDelegate takes them: names and address without the spaces around. */
export function trimmedPerson(person: DelegatePerson): DelegatePerson {
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    email: person.email.trim(),
    role: person.role,
  };
}

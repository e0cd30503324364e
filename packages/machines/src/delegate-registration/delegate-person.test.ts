import { describe, expect, it } from 'vitest';
import { delegatePersonProblems, hasPersonProblems, trimmedPerson } from './delegate-person';
import type { DelegatePerson } from './delegate-registration.types';

const rosa: DelegatePerson = {
  firstName: 'Rosa',
  lastName: 'Díaz',
  email: 'rosa@example.com',
  role: 'employee',
};

describe('the delegate’s person', () => {
  it('takes names of letters, spaces and hyphens and a valid address', () => {
    const problems = delegatePersonProblems({ ...rosa, lastName: 'Díaz-Ruiz' });
    expect(problems).toEqual({ firstName: null, lastName: null, email: null });
    expect(hasPersonProblems(problems)).toBe(false);
  });

  it('says which field is wrong and why', () => {
    const problems = delegatePersonProblems({
      firstName: '  ',
      lastName: 'D1az',
      email: 'rosa@',
      role: 'admin',
    });
    expect(problems).toEqual({ firstName: 'required', lastName: 'characters', email: 'invalid' });
    expect(hasPersonProblems(problems)).toBe(true);
    expect(delegatePersonProblems({ ...rosa, email: '' }).email).toBe('required');
  });

  it('sends the person without the spaces around what was typed', () => {
    expect(trimmedPerson({ ...rosa, firstName: ' Rosa ', email: ' rosa@example.com ' })).toEqual(
      rosa,
    );
  });
});

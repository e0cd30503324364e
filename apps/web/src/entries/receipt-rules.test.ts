import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_BYTES, fileProblem, roomFor, uploadProblem } from './receipt-rules';

const file = (name: string, size = 1000) => ({ name, size });

describe('Add Receipt rules', () => {
  it.each(['a.png', 'b.JPG', 'c.jpeg', 'd.PDF', 'e.xml'])('accepts %s', (name) => {
    expect(fileProblem(file(name))).toBeNull();
  });

  it.each(['a.gif', 'b.exe', 'pdf', 'c.pdf.zip', '.png'])('refuses %s by its type', (name) => {
    expect(fileProblem(file(name))).toBe('type');
  });

  it('takes 10 MB and no more', () => {
    expect(fileProblem(file('a.pdf', MAX_RECEIPT_BYTES))).toBeNull();
    expect(fileProblem(file('a.pdf', MAX_RECEIPT_BYTES + 1))).toBe('size');
  });

  it('counts the files already attached towards the 2', () => {
    expect(roomFor(0)).toBe(2);
    expect(roomFor(1)).toBe(1);
    expect(roomFor(5)).toBe(0);
    expect(uploadProblem([file('a.png'), file('b.png')], 0)).toBeNull();
    expect(uploadProblem([file('a.png'), file('b.png')], 1)).toBe('count');
    expect(uploadProblem([file('a.png')], 2)).toBe('count');
  });

  it('says when nothing was chosen, and names a bad file before the count', () => {
    expect(uploadProblem([], 0)).toBe('none');
    expect(uploadProblem([file('a.png'), file('b.gif'), file('c.png')], 0)).toBe('type');
  });
});

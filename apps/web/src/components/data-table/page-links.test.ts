import { describe, expect, it } from 'vitest';
import { parsePage, siblingCountFor } from './page-links.ts';

describe('siblingCountFor', () => {
  it('turns visible page links into MUI siblings', () => {
    expect(siblingCountFor(7)).toBe(1);
    expect(siblingCountFor(9)).toBe(2);
    expect(siblingCountFor(5)).toBe(0);
    expect(siblingCountFor(3)).toBe(0);
  });
});

describe('parsePage', () => {
  it('reads positive integers and defaults to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

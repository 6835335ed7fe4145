import { describe, expect, it } from 'vitest';
import { initialsOf } from '../src/public/ui/initials.ts';

describe('initialsOf', () => {
  it("takes a person's first and last names", () => {
    expect(initialsOf('Maria Alvarez', 'person')).toBe('MA');
    expect(initialsOf('  maria de la cruz  ', 'person')).toBe('MC');
    expect(initialsOf('Cher', 'person')).toBe('C');
  });

  it("takes a business's first two words, passing over those without a letter or digit", () => {
    expect(initialsOf("Rosie's Diner", 'business')).toBe('RD');
    expect(initialsOf('Smith & Sons Hardware', 'business')).toBe('SS');
    expect(initialsOf('7 Seas Marine', 'business')).toBe('7S');
  });

  it('answers nothing for a name without letters', () => {
    expect(initialsOf('', 'person')).toBe('');
    expect(initialsOf('— &', 'business')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buttonFields, checkButtons, LINK_MESSAGE, PHONE_MESSAGE } from '../src/index.ts';
import { expectMessages, messageFor } from './helpers.ts';

const buttons = z.object(buttonFields).superRefine(checkButtons);

/** The fields of a filled primary button. */
const primary = (text: string, actionType: string, link: string) => ({
  primaryButtonText: text,
  primaryButtonActionType: actionType,
  primaryButtonLink: link,
});

describe('call-to-action buttons', () => {
  it('needs nothing while no button text is filled', () => {
    expect(buttons.parse({})).toEqual({
      primaryButtonText: null,
      primaryButtonActionType: null,
      primaryButtonLink: null,
      secondaryButtonText: null,
      secondaryButtonActionType: null,
      secondaryButtonLink: null,
    });
  });

  it('asks for the action type and link of a filled button', () => {
    const result = buttons.safeParse({ ...primary('Join', '', ''), secondaryButtonText: 'Call' });
    expectMessages(result, {
      primaryButtonActionType: 'Primary Action Type is required',
      primaryButtonLink: 'Primary Action Link is required',
      secondaryButtonActionType: 'Secondary Action Type is required',
      secondaryButtonLink: 'Secondary Action Link is required',
    });
  });

  it('accepts a complete button of each action type', () => {
    const parsed = buttons.parse({
      ...primary('Join', 'PAGE', '/membership'),
      secondaryButtonText: 'Call',
      secondaryButtonActionType: 'PHONENUMBER',
      secondaryButtonLink: '(555) 123-4567',
    });
    expect(parsed.secondaryButtonActionType).toBe('PHONENUMBER');
    for (const [type, link] of [
      ['LINK_NEW_TAB', 'https://example.com'],
      ['EMAIL', 'info@example.com'],
    ]) {
      const result = buttons.safeParse(primary('Go', type, link));
      expect(result.success).toBe(true);
    }
  });

  it('checks the link against its action type', () => {
    const linkMessage = (type: string, link: string) =>
      messageFor(buttons.safeParse(primary('Go', type, link)), 'primaryButtonLink');
    expect(linkMessage('LINK_NEW_TAB', 'javascript:alert(1)')).toBe(LINK_MESSAGE);
    expect(linkMessage('PAGE', 'https://example.com')).toBe(
      'Please enter a page path that begins with /',
    );
    expect(linkMessage('EMAIL', 'not-an-email')).toBe('Please enter valid email');
    expect(linkMessage('PHONENUMBER', 'call me')).toBe(PHONE_MESSAGE);
  });

  it('takes a web address typed without https:// as one, and leaves e-mails and phones be', () => {
    const linkOf = (type: string, link: string) =>
      buttons.parse(primary('Go', type, link)).primaryButtonLink;
    expect(linkOf('LINK_NEW_TAB', 'example.com')).toBe('https://example.com');
    expect(linkOf('LINK_NEW_TAB', ' www.bayport.example/join?x=1 ')).toBe(
      'https://www.bayport.example/join?x=1',
    );
    expect(linkOf('EMAIL', 'info@example.com')).toBe('info@example.com');
    expect(linkOf('PHONENUMBER', '555.010.4200')).toBe('555.010.4200');
    expect(linkOf('PAGE', '/join')).toBe('/join');
  });

  it('pins the limits: text 50, link 500', () => {
    const result = buttons.safeParse({
      primaryButtonText: 'x'.repeat(51),
      secondaryButtonText: 'ok',
      secondaryButtonActionType: 'LINK_NEW_TAB',
      secondaryButtonLink: `https://example.com/${'a'.repeat(481)}`,
    });
    expectMessages(result, {
      primaryButtonText: 'Primary Button Text must be at most 50 characters',
      secondaryButtonLink: 'Secondary Action Link must be at most 500 characters',
    });
    expect(
      buttons.safeParse(
        primary('x'.repeat(50), 'LINK_NEW_TAB', `https://example.com/${'a'.repeat(480)}`),
      ).success,
    ).toBe(true);
  });

  it('rejects an unknown action type without crashing', () => {
    const result = buttons.safeParse(primary('Go', 'FTP', '/x'));
    expect(messageFor(result, 'primaryButtonActionType')).toBe('Please choose a valid action type');
  });
});

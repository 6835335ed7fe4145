/**
 * The primary and secondary call-to-action buttons of content sections, banner items and events:
 * once a button has text, its action type and link are required.
 */
import { z } from 'zod';
import {
  isSafeLink,
  isSitePath,
  LINK_MESSAGE,
  optionalChoice,
  optionalText,
  PHONE_MESSAGE,
  withScheme,
} from './common.ts';
import { BUTTON_ACTION_TYPES, type ButtonActionType } from './enums.ts';

const BUTTON_LIMITS = { text: 50, link: 500 } as const;

/** A button's link; "example.com" is taken as https://example.com (see withScheme). */
const buttonLink = (label: string) =>
  z.preprocess(withScheme, optionalText(label, BUTTON_LIMITS.link));

const actionType = optionalChoice(
  z.enum(BUTTON_ACTION_TYPES, { error: 'Please choose a valid action type' }),
);

/** Spread into an entity's z.object; pair them with `buttonRules` in the entity's superRefine. */
export const buttonFields = {
  primaryButtonText: optionalText('Primary Button Text', BUTTON_LIMITS.text),
  primaryButtonActionType: actionType,
  primaryButtonLink: buttonLink('Primary Action Link'),
  secondaryButtonText: optionalText('Secondary Button Text', BUTTON_LIMITS.text),
  secondaryButtonActionType: actionType,
  secondaryButtonLink: buttonLink('Secondary Action Link'),
};

/**
 * The option of a form's superRefine that checks rules across fields (the buttons', an end after
 * its start) as soon as the fields they read are valid, even while others are still wrong, so
 * every message shows at once; by default Zod waits until the whole form is valid.
 */
export const onceValid = (fields: readonly string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0]))),
});
const BUTTON_FIELDS = Object.keys(buttonFields);

/** The button fields as the API returns them: spread into an answer's z.object. */
export const buttonAnswerFields = {
  primaryButtonText: z.string().nullable(),
  primaryButtonActionType: z.enum(BUTTON_ACTION_TYPES).nullable(),
  primaryButtonLink: z.string().nullable(),
  secondaryButtonText: z.string().nullable(),
  secondaryButtonActionType: z.enum(BUTTON_ACTION_TYPES).nullable(),
  secondaryButtonLink: z.string().nullable(),
};
export type ButtonFields = z.infer<z.ZodObject<typeof buttonAnswerFields>>;

/**
 * The link becomes an href (page path, new-tab link, mailto:, tel:), so it must fit its action
 * type; this also keeps javascript: and other hosts' "//" links out of the site.
 */
const LINK_RULES: Record<ButtonActionType, { valid: (link: string) => boolean; message: string }> =
  {
    PAGE: { valid: isSitePath, message: 'Please enter a page path that begins with /' },
    LINK_NEW_TAB: { valid: isSafeLink, message: LINK_MESSAGE },
    // Looser than PHONE_PATTERN: the link input has no mask, and tel: takes any dialable form.
    PHONENUMBER: { valid: (link) => /^\+?[\d\s().-]{7,20}$/.test(link), message: PHONE_MESSAGE },
    EMAIL: {
      valid: (link) => z.email().safeParse(link).success,
      message: 'Please enter valid email',
    },
  };

const BUTTONS = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
] as const;

/** A filled button text needs an action type and a link that suits it. */
export function checkButtons(value: ButtonFields, ctx: z.RefinementCtx) {
  for (const { key, label } of BUTTONS) {
    if (!value[`${key}ButtonText`]) continue;
    const type = value[`${key}ButtonActionType`];
    const link = value[`${key}ButtonLink`];
    if (!type) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} Action Type is required`,
        path: [`${key}ButtonActionType`],
      });
    }
    if (!link) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} Action Link is required`,
        path: [`${key}ButtonLink`],
      });
    } else if (type && !LINK_RULES[type].valid(link)) {
      ctx.addIssue({
        code: 'custom',
        message: LINK_RULES[type].message,
        path: [`${key}ButtonLink`],
      });
    }
  }
}

/** The buttons' rules, as an entity's superRefine takes them: `.superRefine(...buttonRules)`. */
export const buttonRules = [checkButtons, onceValid(BUTTON_FIELDS)] as const;

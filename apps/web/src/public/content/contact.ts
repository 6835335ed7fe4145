/** Fixed text of the contact page; the rest comes from the company settings. */

export const CONTACT_PAGE = {
  title: 'Contact Us',
  lead: 'Questions about membership, events or doing business in Bayport? We are happy to help.',
  /** The fax number is fixed text, not a company setting. */
  fax: '(555) 010-4201',
  formTitle: 'Have a question? We have answers.',
  formLead:
    'Send us a message and a member of our team will get back to you within one business day.',
  submit: 'Send Message',
};

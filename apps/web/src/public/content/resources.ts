/**
 * Fixed text of /resources: an accordion of seven sections, each with agency addresses, phone
 * and fax numbers and links opening in a new tab. Fictional agencies use
 * .example addresses; national services keep their real sites.
 */

export type Agency = {
  name: string;
  address: string[];
  phone?: string;
  fax?: string;
  link?: { label: string; href: string };
};

export type ResourceSection = {
  id: string;
  title: string;
  summary: string;
  /** Facts worth highlighting (taxes, requirements). */
  facts?: string[];
  agencies: Agency[];
  links?: { label: string; href: string }[];
};

export const RESOURCES_PAGE = {
  title: 'Small Business Resources',
  lead: 'What you need to open and run a business in Bayport, and who to call. Start with the occupational license and your sales tax registration.',
  glanceTitle: 'At a glance',
  /** The key facts for a new business (tax, licence, deposit), repeated beside the sections. */
  glance: [
    { value: '9%', label: 'Sales and use tax: 5% local + 4% state' },
    { value: 'Required', label: 'An occupational license for every business' },
    { value: 'Refundable', label: 'Security deposit for certain types of business' },
  ],
  helpTitle: 'Need a hand?',
  helpText:
    'Our staff can walk you through the steps. Call (555) 010-4200 or send us a message and we will point you in the right direction.',
};

export const RESOURCE_SECTIONS: ResourceSection[] = [
  {
    id: 'sales-and-use-tax',
    title: 'Registering for sales and use tax',
    summary:
      'Every business that sells goods or taxable services, or rents property, must register with the State Department of Revenue before it opens.',
    facts: [
      'Total sales and use tax in Bayport is 9 percent: 5 percent local and 4 percent state.',
      'A refundable security deposit is required for certain types of business before a certificate of registration is issued.',
      'Returns are filed monthly, quarterly or yearly, depending on how much tax you collect.',
    ],
    agencies: [
      {
        name: 'State Department of Revenue – Bayport Service Center',
        address: ['2100 Capitol Avenue, Suite 300', 'Bayport, FL 32401'],
        phone: '(555) 012-3100',
        fax: '(555) 012-3101',
        link: { label: 'Register online', href: 'https://revenue.state.example/register' },
      },
    ],
  },
  {
    id: 'occupational-license',
    title: 'Occupational license',
    summary:
      'All businesses must hold an occupational license (business tax receipt), renewed every year by September 30. Businesses inside the city limits need both a city and a county license.',
    facts: [
      'All businesses, including home-based businesses, must hold an occupational license.',
      'Apply for the city license first: the county asks to see it.',
    ],
    agencies: [
      {
        name: 'City of Bayport – Business Tax Office',
        address: ['City Hall, 9 Harbor Street', 'Bayport, FL 32401'],
        phone: '(555) 013-2200',
        fax: '(555) 013-2201',
        link: {
          label: 'City business tax receipts',
          href: 'https://www.bayport.example/business-tax',
        },
      },
      {
        name: 'Bayport County Tax Collector',
        address: ['County Government Center, 1 Court Square', 'Bayport, FL 32402'],
        phone: '(555) 013-4400',
        fax: '(555) 013-4401',
        link: {
          label: 'County local business tax',
          href: 'https://taxcollector.bayportcounty.example',
        },
      },
    ],
  },
  {
    id: 'alcohol-permits',
    title: 'Alcohol permits',
    summary:
      'Selling or serving beer, wine or spirits needs a state alcoholic beverage license. Allow six to eight weeks for the application and the inspection.',
    agencies: [
      {
        name: 'State Division of Alcoholic Beverages and Tobacco – District 4',
        address: ['480 Commerce Drive', 'Port Haven, FL 32405'],
        phone: '(555) 014-5150',
        fax: '(555) 014-5151',
        link: { label: 'License types and applications', href: 'https://abt.state.example' },
      },
    ],
  },
  {
    id: 'local-beer-and-liquor',
    title: 'Local beer and liquor licenses in incorporated areas',
    summary:
      'Inside the city limits of Bayport and Port Haven, a local beer and liquor license is needed in addition to the state license, and the premises must meet distance rules from schools and churches.',
    agencies: [
      {
        name: 'City of Bayport – City Clerk',
        address: ['City Hall, 9 Harbor Street', 'Bayport, FL 32401'],
        phone: '(555) 013-2100',
        fax: '(555) 013-2101',
        link: {
          label: 'Local alcohol licenses',
          href: 'https://www.bayport.example/clerk/alcohol',
        },
      },
      {
        name: 'City of Port Haven – Clerk’s Office',
        address: ['200 Main Street', 'Port Haven, FL 32405'],
        phone: '(555) 015-1000',
        fax: '(555) 015-1001',
        link: { label: 'Port Haven licenses', href: 'https://www.porthaven.example/clerk' },
      },
    ],
  },
  {
    id: 'contractor-and-health',
    title: 'Contractor registration and health permit',
    summary:
      'Contractors must register their state license with the county before pulling permits. Restaurants, food trucks, child-care centers and pools also need a health permit and inspection.',
    agencies: [
      {
        name: 'Bayport County Building Department',
        address: ['County Government Center, 1 Court Square, 2nd Floor', 'Bayport, FL 32402'],
        phone: '(555) 016-7300',
        fax: '(555) 016-7301',
        link: { label: 'Contractor registration', href: 'https://building.bayportcounty.example' },
      },
      {
        name: 'Bayport County Health Department – Environmental Health',
        address: ['310 Magnolia Avenue', 'Bayport, FL 32401'],
        phone: '(555) 016-8800',
        fax: '(555) 016-8801',
        link: { label: 'Health permits', href: 'https://health.bayportcounty.example/permits' },
      },
    ],
  },
  {
    id: 'miscellaneous-agencies',
    title: 'Miscellaneous agencies',
    summary:
      'Other offices most new businesses deal with in their first year: company registration, employer taxes, utilities and free advice.',
    agencies: [
      {
        name: 'Secretary of State – Division of Corporations',
        address: ['500 Capitol Way', 'Capital City, FL 32399'],
        phone: '(555) 017-6000',
        link: {
          label: 'Register a company or trade name',
          href: 'https://corporations.state.example',
        },
      },
      {
        name: 'Bayport Utilities – Commercial Accounts',
        address: ['75 Water Street', 'Bayport, FL 32401'],
        phone: '(555) 017-2500',
        fax: '(555) 017-2501',
        link: { label: 'Open a commercial account', href: 'https://www.bayportutilities.example' },
      },
      {
        name: 'Small Business Development Center at Bayport State College',
        address: ['4400 College Parkway, Building C', 'Bayport, FL 32404'],
        phone: '(555) 017-9200',
        link: { label: 'Free one-to-one advice', href: 'https://sbdc.bayportstate.example' },
      },
      {
        name: 'Internal Revenue Service',
        address: ['Employer Identification Numbers and federal tax'],
        link: { label: 'Apply for an EIN', href: 'https://www.irs.gov/businesses' },
      },
    ],
  },
  {
    id: 'forms-and-resources',
    title: 'Forms and resources',
    summary: 'Applications, checklists and guides in one place.',
    agencies: [],
    links: [
      {
        label: 'New business checklist (PDF)',
        href: 'https://www.bayportchamber.example/checklist.pdf',
      },
      {
        label: 'City occupational license application',
        href: 'https://www.bayport.example/forms/business-tax',
      },
      {
        label: 'State sales and use tax registration',
        href: 'https://revenue.state.example/register',
      },
      {
        label: 'U.S. Small Business Administration: plan your business',
        href: 'https://www.sba.gov/business-guide',
      },
      { label: 'SCORE: free business mentoring', href: 'https://www.score.org' },
    ],
  },
];

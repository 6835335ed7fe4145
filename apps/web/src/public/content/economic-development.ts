/** Fixed text of /economic-development, which links to /education and /resources. */

export const ECONOMIC_DEVELOPMENT_PAGE = {
  title: 'Economic Development',
  lead: 'Helping businesses start, stay and grow in Bayport: from the first business plan to the next location.',
  intro: [
    'Bayport’s economy rests on its harbor, its hospital, its schools and hundreds of independent businesses. The Chamber works with the City of Bayport, Bayport County and our partners to keep that economy diverse, resilient and open to newcomers.',
    'Whether you are opening your first shop or looking for 50,000 square feet for a new plant, our team can point you to the right people, sites and programs, at no cost.',
  ],
  focusTitle: 'Where we can help',
  focus: [
    {
      title: 'Start a business',
      text: 'Licenses, registrations and taxes explained step by step, with the agencies to call.',
    },
    {
      title: 'Find a location',
      text: 'Our site-selection service matches your needs with available storefronts, offices and industrial space.',
    },
    {
      title: 'Hire and train',
      text: 'We connect employers with schools, the state college and workforce programs that train the people you need.',
    },
    {
      title: 'Finance growth',
      text: 'The small-business lending clinic introduces you to local lenders, grants and the SBA’s loan programs.',
    },
  ],
  linksTitle: 'Start here',
  links: [
    {
      title: 'Small Business Resources',
      text: 'Sales and use tax, the occupational license, permits and the agencies to call.',
      to: '/resources',
    },
    {
      title: 'Education and Workforce',
      text: 'Our schools, the state college and the universities that train Bayport’s workforce.',
      to: '/education',
    },
  ],
  contact:
    'Planning an expansion or a move to Bayport? Call the Chamber at (555) 010-4200 and ask for our economic development team.',
};

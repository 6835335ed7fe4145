/** Fixed text of /about-the-chamber. */

export const ABOUT_PAGE = {
  title: 'About the Chamber',
  lead: 'Since 1952 the Bayport Chamber of Commerce has been the voice of local business on the bay.',
  intro: [
    'The Bayport Chamber of Commerce is a not-for-profit association of more than 600 businesses, non-profits and professionals. We bring people together, speak up for local business at City Hall and in the state capital, and promote Bayport as a place to live, work and visit.',
    'Our members range from one-person studios to the county’s largest employers. What they share is a belief that a strong local economy makes a strong community, and that we get further when we work together.',
  ],
  missionTitle: 'Our mission',
  mission:
    'To strengthen Bayport’s economy and quality of life by connecting, championing and growing the businesses that make our community work.',
  stats: [
    { value: '600+', label: 'member businesses' },
    { value: '70', label: 'years serving Bayport' },
    { value: '60', label: 'events every year' },
    { value: '40,000', label: 'Visitor Center guests a year' },
  ],
  pillarsTitle: 'What we do',
  pillars: [
    {
      title: 'Connect',
      text: 'Business After Hours, ribbon cuttings, the Young Professionals and the women in business circle: we make introductions that turn into customers, partners and friends.',
    },
    {
      title: 'Champion',
      text: 'We represent local business on parking, permitting, taxes and the harbor, and we keep members informed about the decisions that affect them.',
    },
    {
      title: 'Grow',
      text: 'Workshops, one-to-one advice, the small-business lending clinic and referrals from the Visitor Center help members start, grow and thrive.',
    },
  ],
  leadershipTitle: 'Our leadership',
  leadershipText:
    'The Chamber is governed by a volunteer board of local business leaders and run day to day by a small staff.',
  leadershipLinks: [
    { label: 'Board of Directors', to: '/board-of-directors' },
    { label: 'Meet our team', to: '/team-members' },
  ],
};

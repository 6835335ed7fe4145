/** Fixed text of /education: school goals, a quote, links to schools and universities. */

export type SchoolLink = { name: string; description: string; href: string };

export const EDUCATION_PAGE = {
  title: 'Education',
  lead: 'Strong schools build a strong workforce. Bayport’s schools, college and universities prepare the people our businesses hire.',
  intro:
    'Bayport County Schools serve 14,000 students in 22 schools, and Bayport State College trains more than 8,000 students a year in the trades, health care and business. The Chamber works with both to connect classrooms with the workplace.',
  goalsTitle: 'Our goals for education',
  goals: [
    'Every student graduates ready for college, a career or the military.',
    'Every high-school student has the chance of an internship or job shadow with a local employer.',
    'Training programs match the skills local businesses need now and in ten years.',
    'Adults can retrain close to home, in the evening and online.',
  ],
  quote: {
    text: 'When a local employer opens its doors to our students, they see a future they can build right here in Bayport.',
    author: 'Dr. Angela Foster',
    role: 'Superintendent, Bayport County Schools',
  },
  /** The two lists of links below the quote. */
  linkSections: [
    {
      id: 'schools',
      title: 'Public schools',
      links: [
        {
          name: 'Bayport County Schools',
          description: 'Enrollment, school zones and the district calendar.',
          href: 'https://www.bayportschools.example',
        },
        {
          name: 'Bayport High School',
          description: 'Home of the Mariners, with academies in marine science and engineering.',
          href: 'https://bhs.bayportschools.example',
        },
        {
          name: 'Harbor Technical Academy',
          description: 'Career and technical education for grades 9–12 and adults.',
          href: 'https://hta.bayportschools.example',
        },
      ],
    },
    {
      id: 'colleges',
      title: 'Colleges and universities',
      links: [
        {
          name: 'Bayport State College',
          description:
            'Associate degrees, workforce certificates and the Small Business Development Center.',
          href: 'https://www.bayportstate.example',
        },
        {
          name: 'Gulf Coast University',
          description: 'Bachelor’s and master’s degrees, 40 minutes from downtown.',
          href: 'https://www.gulfcoastuniversity.example',
        },
        {
          name: 'Coastal Institute of Health Sciences',
          description:
            'Nursing, radiology and allied health programs with local hospital placements.',
          href: 'https://www.coastalhealth.example',
        },
      ],
    },
  ] satisfies { id: string; title: string; links: SchoolLink[] }[],
};

/** Fixed text of /lifestyle-and-community: healthcare, community services, parks. */
import type { SchoolLink } from './education.ts';

export type CommunityLink = SchoolLink;

export const LIFESTYLE_PAGE = {
  title: 'Lifestyle and Community',
  lead: 'Beaches and bike paths, good doctors and good neighbors: life in Bayport is about more than business.',
  intro:
    'Bayport is a town of 48,000 on a sheltered bay, with twelve miles of public shoreline, a historic downtown and a calendar full of festivals. Here is where to find care, help and fresh air.',
  sections: [
    {
      id: 'healthcare',
      title: 'Healthcare',
      links: [
        {
          name: 'Bayport Regional Medical Center',
          description: '320-bed hospital with a level II trauma center and heart institute.',
          href: 'https://www.bayportmedical.example',
        },
        {
          name: 'Harbor Family Clinics',
          description: 'Primary and urgent care at four locations, open evenings and weekends.',
          href: 'https://www.harborclinics.example',
        },
        {
          name: 'Bayport County Health Department',
          description: 'Vaccinations, birth certificates and community health programs.',
          href: 'https://health.bayportcounty.example',
        },
      ],
    },
    {
      id: 'community-services',
      title: 'Community services',
      links: [
        {
          name: 'Bayport Public Library',
          description: 'Books, makerspace, free Wi-Fi and the small-business legal clinic.',
          href: 'https://www.bayportlibrary.example',
        },
        {
          name: 'United Way of Bayport County',
          description: 'Help with food, housing and utilities; call 2-1-1 any time.',
          href: 'https://www.unitedwaybayport.example',
        },
        {
          name: 'Bayport Senior Center',
          description: 'Activities, meals and transport for residents aged 60 and over.',
          href: 'https://www.bayport.example/senior-center',
        },
      ],
    },
    {
      id: 'parks-and-recreation',
      title: 'Parks and recreation',
      links: [
        {
          name: 'Bayport Parks and Recreation',
          description: '31 parks, two community pools and youth sports leagues.',
          href: 'https://www.bayport.example/parks',
        },
        {
          name: 'Harbor Point State Park',
          description: 'Beaches, camping and the lighthouse trail at the mouth of the bay.',
          href: 'https://parks.state.example/harbor-point',
        },
        {
          name: 'Bayway Trail',
          description: 'A 14-mile paved path for walking and cycling along the waterfront.',
          href: 'https://www.bayport.example/bayway-trail',
        },
      ],
    },
  ] satisfies { id: string; title: string; links: CommunityLink[] }[],
};

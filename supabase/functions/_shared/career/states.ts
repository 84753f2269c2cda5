/**
 * The states a prospect may choose on the career page (docs/decisions/029-career-interest.md): the
 * fifty states, DC and the territories. The database keeps the codes in private.us_states();
 * tests/db/career-interests.test.ts compares the two.
 */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

export const stateName = (code: string): string => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** The licence a prospect holds, as the database checks it. */
export const LICENCES = [
  { value: 'none', label: 'None yet' },
  { value: 'studying', label: 'Studying for it' },
  { value: 'licensed', label: 'Licensed' },
] as const;
export type Licence = (typeof LICENCES)[number]['value'];

export const licenceLabel = (value: string): string =>
  LICENCES.find((l) => l.value === value)?.label ?? value;

/** The limits the database holds (private.career_interests_per_*_day; compared in the db test). */
export const CAREER_INTERESTS_PER_EMAIL_DAY = 3;
export const CAREER_INTERESTS_PER_AGENT_DAY = 30;
export const CAREER_INTERESTS_PER_HOUSE_DAY = 300;
export const MAX_CAREER_NOTE_LENGTH = 500;
export const MAX_AGENT_NOTE_LENGTH = 1000;
export const MAX_HOURS_PER_WEEK = 80;

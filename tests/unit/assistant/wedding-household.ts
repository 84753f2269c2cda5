import type { UserSnapshot } from '../../../supabase/functions/_shared/assistant/personal';

/** A user the reader's round tests ask with: two goals (one dated), a mortgage, a bill and a monthly paycheck. */
export const weddingHousehold: UserSnapshot = {
  // A Tuesday.
  today: '2026-11-17',
  goals: [
    {
      title: 'Wedding',
      current_amount: 2_000,
      target_amount: 12_000,
      target_date: '2027-09-01',
      completed_at: null,
      category: 'lifestyle',
      created_on: '2026-06-01',
    },
    {
      title: 'Rainy Day Fund',
      current_amount: 500,
      target_amount: 5_000,
      target_date: null,
      completed_at: null,
      category: 'emergency',
      created_on: '2026-06-01',
    },
  ],
  events: [
    {
      id: 'm',
      title: 'Mortgage',
      event_date: '2026-12-03',
      amount: 1_400,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'e',
      title: 'Electric',
      event_date: '2026-11-25',
      amount: 120,
      event_type: 'bill',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
    {
      id: 'p',
      title: 'Paycheck',
      event_date: '2026-11-28',
      amount: 3_100,
      event_type: 'income',
      recurrence_pattern: 'monthly',
      recurrence_day: null,
    },
  ],
};
